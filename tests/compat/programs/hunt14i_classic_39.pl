% family database with recursion and negation
parent(ann, bob). parent(ann, cid). parent(bob, dan). parent(cid, eve). parent(eve, fay).
male(bob). male(dan). male(cid).
female(X) :- person(X), \+ male(X).
person(X) :- parent(X, _).
person(X) :- parent(_, X).
anc(X, Y) :- parent(X, Y).
anc(X, Y) :- parent(X, Z), anc(Z, Y).
cousin(X, Y) :- parent(A, X), parent(B, Y), parent(G, A), parent(G, B), A \= B.
query(anc(ann, _)).
query(cousin(dan, _)).
query(female(_)).
