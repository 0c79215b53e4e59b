% a three-state hidden Markov model over 6 steps with observations as evidence
0.5::trans(T, S, S); 0.3::trans(T, S, n1); 0.2::trans(T, S, n2) :- between(0, 5, T), member(S, [s, n1, n2]).
:- use_module(library(lists)).
0.6::emit(T, S, x); 0.4::emit(T, S, y) :- between(0, 6, T), member(S, [s, n1, n2]).
st(0, s).
st(T, S) :- T > 0, T0 is T - 1, st(T0, S0), trans(T0, S0, S).
obs(T, O) :- st(T, S), emit(T, S, O).
evidence(obs(3, x)). evidence(obs(5, y)). evidence(obs(6, x)).
query(st(6, _)).
