% towers of hanoi with 10 discs
hanoi(0, _, _, _, []).
hanoi(N, F, T, V, Ms) :- N > 0, N1 is N - 1, hanoi(N1, F, V, T, A), hanoi(N1, V, T, F, B), app(A, [F-T|B], Ms).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
moves(N, C) :- hanoi(N, a, c, b, Ms), length(Ms, C).
query(moves(10, _)).
