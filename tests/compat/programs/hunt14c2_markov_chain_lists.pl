% written for this corpus by a find-only hunt (session 22; HMM / Markov chain over lists)
% Markov chain over a list of steps: probability of a whole trajectory
0.7::step(T, a, a) ; 0.3::step(T, a, b).
0.4::step(T, b, a) ; 0.5::step(T, b, b) ; 0.1::step(T, b, c).
1.0::step(T, c, c).
walk(S, 0, [S]).
walk(S, N, [S|Rest]) :- N > 0, step(N, S, S2), N1 is N - 1, walk(S2, N1, Rest).
ends_in(N, E) :- walk(a, N, L), last(L, E).
last([X], X).
last([_|T], X) :- last(T, X).
absorbed(N) :- ends_in(N, c).
query(walk(a, 3, [a, b, b, c])).
query(ends_in(3, _)).
query(absorbed(4)).
