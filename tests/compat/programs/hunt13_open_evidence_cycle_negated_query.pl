% open false evidence on a cyclic predicate: a query calling the same variant gets the evidence's nodes
0.6::stress(a). 0.3::stress(b).
0.5::inf(a,b). 0.5::inf(b,a).
smokes(X) :- stress(X).
smokes(X) :- inf(Y,X), smokes(Y).
0.5::cancer(X) :- smokes(X).
evidence(cancer(_), false).
query(\+ cancer(_)).
query(cancer(_)).
query(smokes(_)).
