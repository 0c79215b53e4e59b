% Markov chain: a three-state machine (ok, worn, broken) over 12 steps, probability of breakdown by each step
0.9::next(T, ok, ok); 0.08::next(T, ok, worn); 0.02::next(T, ok, broken) :- between(1, 12, T).
0.7::next(T, worn, worn); 0.3::next(T, worn, broken) :- between(1, 12, T).
state(0, ok).
state(T, S) :- T > 0, T0 is T - 1, state(T0, S0), step(T, S0, S).
step(T, broken, broken) :- T > 0.
step(T, S0, S) :- S0 \= broken, next(T, S0, S).
broken_by(T) :- state(T, broken).
query(broken_by(5)).
query(broken_by(9)).
query(broken_by(12)).
query(state(12, S)).
