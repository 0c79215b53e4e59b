% towers of hanoi move list
:- use_module(library(lists)).
hanoi(0, _, _, _, []).
hanoi(N, F, T, V, Ms) :- N > 0, N1 is N - 1,
    hanoi(N1, F, V, T, M1), hanoi(N1, V, T, F, M2),
    append(M1, [F-T|M2], Ms).
moves(N, C) :- hanoi(N, left, right, middle, Ms), length(Ms, C).
query(hanoi(3, a, c, b, _)).
query(moves(6, _)).
