% findall under evidence: which committee forms depends on who accepts, evidence on the chair
:- use_module(library(lists)).
cand(ann). cand(bob). cand(cal). cand(dot).
0.6::accepts(ann). 0.5::accepts(bob). 0.7::accepts(cal). 0.4::accepts(dot).
committee(L) :- findall(X, (cand(X), accepts(X)), L).
size(N) :- committee(L), length(L, N).
quorum :- size(N), N >= 3.
chair(ann) :- accepts(ann).
chair(bob) :- \+ accepts(ann), accepts(bob).
evidence(chair(bob)).
query(size(N)).
query(quorum).
query(accepts(X)).
