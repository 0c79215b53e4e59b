% written for this corpus by a find-only hunt (session 22; planning over time steps)
% stochastic pick-up action: a block ends on the stack if every pick succeeds
0.9::pick_ok(T, B).
plan([a, b, c]).
stack([], 0, []).
stack([B|Bs], T, S) :- stack(Bs, T0, S0), T is T0 + 1, (pick_ok(T, B), S = [B|S0] ; \+ pick_ok(T, B), S = S0).
result(S) :- plan(P), stack(P, _, S).
complete :- plan(P), stack(P, _, S), length(S, 3).
:- use_module(library(lists)).
query(result(S)).
query(complete).
