% hanoi with a noisy mover: each move succeeds with probability 0.99
:- use_module(library(lists)).
hanoi(0, _, _, _, []).
hanoi(N, F, T, V, Ms) :- N > 0, N1 is N - 1, hanoi(N1, F, V, T, A), hanoi(N1, V, T, F, B), append(A, [F-T|B], Ms).
0.99::ok(I) :- between(1, 15, I).
all_ok(K) :- findall(I, between(1, K, I), Is), forall_ok(Is).
forall_ok([]).
forall_ok([I|Is]) :- ok(I), forall_ok(Is).
success(N) :- hanoi(N, a, c, b, Ms), length(Ms, K), all_ok(K).
query(success(3)).
query(success(4)).
