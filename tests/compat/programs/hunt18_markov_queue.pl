% queues: a bounded queue as a Markov chain over 12 steps, arrivals and services as ADs
0.4::arrive(T) :- between(1, 12, T).
0.5::serve(T) :- between(1, 12, T).
len(0, 0).
len(T, N) :- T > 0, T0 is T - 1, len(T0, N0), step(T, N0, N).
step(T, N0, N) :- arrive(T), \+ serve(T), N is min(3, N0 + 1).
step(T, N0, N) :- arrive(T), serve(T), N = N0.
step(T, N0, N) :- \+ arrive(T), serve(T), N is max(0, N0 - 1).
step(T, N0, N0) :- \+ arrive(T), \+ serve(T).
full(T) :- len(T, 3).
query(len(12, N)).
query(full(6)).
query(full(12)).
