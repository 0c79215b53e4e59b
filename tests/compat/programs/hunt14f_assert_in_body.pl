% written for this corpus by a find-only hunt (session 23; library(assert) and library(record))
% Memoising a deterministic computation with assertz/1 inside a rule body, used by a probabilistic model
:- use_module(library(assert)).
fib(0, 0). fib(1, 1).
fibm(N, F) :- memo(N, F).
fibm(N, F) :- \+ memo(N, _), N > 1, A is N - 1, B is N - 2, fib_(A, FA), fib_(B, FB), F is FA + FB.
fib_(N, F) :- N < 2, fib(N, F).
fib_(N, F) :- N >= 2, fibm(N, F), assertz(memo(N, F)).
memo(-1, 0).
0.5::target(6); 0.5::target(7).
value(F) :- target(N), fib_(N, F).
query(value(_)).
