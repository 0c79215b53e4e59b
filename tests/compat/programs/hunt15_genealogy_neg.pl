% genealogy with uncertain parenthood, ancestors through recursion and childless people by negation
0.9::parent(ann, bob). 0.8::parent(bob, cid). 0.7::parent(ann, dee). 0.6::parent(dee, eve). 0.5::parent(cid, fay).
person(P) :- member(P, [ann, bob, cid, dee, eve, fay]).
:- use_module(library(lists)).
anc(X, Y) :- parent(X, Y).
anc(X, Y) :- parent(X, Z), anc(Z, Y).
childless(P) :- person(P), \+ parent(P, _).
root(P) :- person(P), \+ parent(_, P).
query(anc(ann, _)). query(childless(_)). query(root(_)).
