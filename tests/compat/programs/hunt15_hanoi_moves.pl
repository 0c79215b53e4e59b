% towers of Hanoi move counting for 1..8 discs, each run failing with a small probability per disc count
:- use_module(library(lists)).
hanoi(0, _, _, _, []).
hanoi(N, A, B, C, Ms) :- N > 0, N1 is N - 1, hanoi(N1, A, C, B, M1), hanoi(N1, C, B, A, M2), append(M1, [A-B|M2], Ms).
moves(N, K) :- hanoi(N, l, r, m, Ms), length(Ms, K).
0.01::slip(N) :- between(1, 8, N).
ok(N) :- between(1, 8, N), moves(N, K), K < 100, \+ slip(N).
query(moves(8, _)). query(ok(_)).
