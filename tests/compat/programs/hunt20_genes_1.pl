% genetics: blood types inherited through two-valued chromosomes from parents (pedigree with ADs)
person(ann). person(bob). person(cid). person(dan).
parent(ann, cid). parent(bob, cid). parent(cid, dan).
mother(ann, cid). father(bob, cid).
founder(X) :- person(X), \+ parent(_, X).
0.3::pc(X, a); 0.2::pc(X, b); 0.5::pc(X, o) :- founder(X).
0.3::mc(X, a); 0.2::mc(X, b); 0.5::mc(X, o) :- founder(X).
0.5::from_m(X); 0.5::from_p(X) :- mother(M, X).
mc(X, A) :- mother(M, X), from_m(X), mc(M, A).
mc(X, A) :- mother(M, X), from_p(X), pc(M, A).
0.5::gm(X); 0.5::gp(X) :- father(F, X).
pc(X, A) :- father(F, X), gm(X), mc(F, A).
pc(X, A) :- father(F, X), gp(X), pc(F, A).
bloodtype(X, a) :- pc(X, A), mc(X, B), (A = a, B \= b ; B = a, A \= b).
bloodtype(X, b) :- pc(X, A), mc(X, B), (A = b, B \= a ; B = b, A \= a).
bloodtype(X, ab) :- pc(X, A), mc(X, B), (A = a, B = b ; A = b, B = a).
bloodtype(X, o) :- pc(X, o), mc(X, o).
evidence(bloodtype(ann, a)).
query(bloodtype(cid, _)).
query(founder(_)).
