% nondeterministic externs under probabilistic choices: one answer set per possible world
:- use_module('strings_ext.py').
0.3::n(2); 0.5::n(3).
small(X) :- n(N), below(N, X).
split(A, B) :- n(N), pairs_summing(N, A, B), A > B.
some_small :- small(X), X >= 2.
query(small(_)). query(split(_, _)). query(some_small).
