% dice rolled until a six, bounded, with probabilistic recursion
1/6::six(T).
roll(T, T) :- six(T).
roll(T, N) :- T < 4, \+ six(T), T1 is T+1, roll(T1, N).
stops_at(N) :- roll(0, N).
query(stops_at(N)).
