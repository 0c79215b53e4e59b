% a queue over 4 ticks: arrivals (AD per tick) and one service per tick, length distribution
0.5::arrive(T, 0); 0.3::arrive(T, 1); 0.2::arrive(T, 2) :- between(1, 4, T).
0.8::serve(T) :- between(1, 4, T).
len(0, 0).
len(T, L) :- T > 0, T1 is T - 1, len(T1, L0), arrive(T, A), served(T, L0, A, S), L is L0 + A - S.
served(T, L0, A, 1) :- L0 + A > 0, serve(T).
served(T, L0, A, 0) :- L0 + A > 0, \+ serve(T).
served(_, L0, A, 0) :- L0 + A =:= 0.
query(len(4, _)).
