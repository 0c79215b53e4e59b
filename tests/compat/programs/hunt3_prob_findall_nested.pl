0.5::likes(ann, tea). 0.5::likes(ann, coffee). 0.5::likes(bob, tea).
drinks(L) :- findall(P-Ds, (member(P, [ann, bob]), findall(D, likes(P, D), Ds)), L).
:- use_module(library(lists)).
query(drinks(_)).
