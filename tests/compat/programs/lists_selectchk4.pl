% selectchk/4 checked against a given result list (ProbLog leaves an unbound result's tail open).
:- use_module(library(lists)).
0.5::new(x); 0.5::new(y).
rep(N) :- new(N), selectchk(b, [a, b, c], N, [a, N, c]).
only_first :- selectchk(q, [p, q, q], r, [p, r, q]).
not_second :- selectchk(q, [p, q, q], r, [p, q, r]).
missing :- selectchk(z, [a], x, _).
query(rep(_)). query(only_first). query(not_second). query(missing).
