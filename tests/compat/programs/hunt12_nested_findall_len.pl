% hunt12: findall/3 inside findall/3, the inner lists counted
:- use_module(library(lists)).
0.5::likes(ann, tea). 0.5::likes(ann, cake). 0.5::likes(bob, tea).
person(ann). person(bob).
counts(L) :- findall(P-N, (person(P), findall(X, likes(P, X), Xs), length(Xs, N)), L).
query(counts(_)).
