% a Markov chain of 300 steps with a probabilistic flip at each step
0.1::flip(T) :- between(1, 300, T).
state(0, off).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S0), next(T, S0, S).
next(T, off, on) :- flip(T).
next(T, off, off) :- \+ flip(T).
next(T, on, on).
query(state(300, on)).
query(state(150, off)).
