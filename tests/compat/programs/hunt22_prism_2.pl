% PRISM-style HMM: the hidden state at each step given an observed string (evidence), with msw over values lists and member/2
:- use_module(library(lists)).
0.5::msw(init, s0); 0.5::msw(init, s1).
0.8::msw(tr(s0, T), s0); 0.2::msw(tr(s0, T), s1).
0.3::msw(tr(s1, T), s0); 0.7::msw(tr(s1, T), s1).
0.7::msw(em(s0, T), x); 0.3::msw(em(s0, T), y).
0.1::msw(em(s1, T), x); 0.9::msw(em(s1, T), y).
state(0, S) :- msw(init, S).
state(T, S) :- T > 0, P is T - 1, state(P, S0), msw(tr(S0, P), S).
obs(T, O) :- state(T, S), msw(em(S, T), O).
seen([]).
seen([T-O|R]) :- obs(T, O), seen(R).
evidence(seen([0-x, 1-y, 2-y, 3-x])).
query(state(1, s1)).
query(state(3, s0)).
query(state(4, _)).
