% Markov chain producing a list of states
0.7::next(sun, T, sun); 0.3::next(sun, T, rain) :- step(T).
0.4::next(rain, T, sun); 0.6::next(rain, T, rain) :- step(T).
step(0). step(1). step(2).
seq(_, 3, []).
seq(S, T, [S2|R]) :- T < 3, next(S, T, S2), T1 is T + 1, seq(S2, T1, R).
weather(L) :- seq(sun, 0, L).
query(weather(_)).
query(weather([rain|_])).
