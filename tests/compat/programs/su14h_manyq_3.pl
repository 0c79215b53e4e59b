% one predicate queried for 60 instances
0.5::c(N) :- between(1, 60, N).
two(N) :- c(N), M is N + 1, c(M).
q(N) :- between(1, 59, N), two(N).
query(q(N)).
