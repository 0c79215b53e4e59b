% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): template pairs
:- use_module(library(lists)).
0.4::likes(ann, X) :- member(X, [tea, jam]).
likes(bob, tea).
l(L) :- findall(P-T, likes(P, T), L).
query(l(_)).
