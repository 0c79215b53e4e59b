% integer builtins: succ/2 and plus/3 in a countdown of a lift model
0.5::up(T) :- between(1, 4, T).
floor(0, 0).
floor(T, F) :- T > 0, succ(T0, T), T0 < 4, floor(T0, F0), up(T), plus(F0, 1, F).
floor(T, F) :- T > 0, succ(T0, T), T0 < 4, floor(T0, F), \+ up(T).
query(floor(4, F)).
query(floor(2, 2)).
