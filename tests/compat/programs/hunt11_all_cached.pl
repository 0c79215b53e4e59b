% all/3 over a predicate an earlier query called, with an excluded annotated-disjunction head
0.3::c(2); 0.5::c(3).
r(X) :- c(X).
coll(L) :- all(X, r(X), L).
size(N) :- coll(L), length(L, N).
ok :- c(3).
evidence(ok).
query(r(_)).
query(size(_)).
query(coll(_)).
