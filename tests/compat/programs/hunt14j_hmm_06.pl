% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% dbn model over 10 time steps, evidence at every step
0.3::burglary(0). 0.1::quake(0).
0.2::burglary(T) :- T > 0, T1 is T - 1, \+ burglary(T1).
0.6::burglary(T) :- T > 0, T1 is T - 1, burglary(T1).
0.05::quake(T) :- T > 0.
0.9::alarm(T) :- burglary(T).
0.4::alarm(T) :- quake(T).
0.01::alarm(T) :- T >= 0.
0.8::calls(T) :- alarm(T).
0.05::calls(T) :- \+ alarm(T).
evidence(calls(0), false).
evidence(calls(1), false).
evidence(calls(2), false).
evidence(calls(3), true).
evidence(calls(4), false).
evidence(calls(5), false).
evidence(calls(6), false).
evidence(calls(7), false).
evidence(calls(8), true).
evidence(calls(9), false).
query(burglary(9)).
query(quake(5)).
