% hunt6 (ProbLog compatibility, 6th hunt): hanoi count
hanoi(0, _, _, _, 0).
hanoi(N, A, B, C, M) :- N > 0, N1 is N - 1, hanoi(N1, A, C, B, M1), hanoi(N1, C, B, A, M2), M is M1 + M2 + 1.
query(hanoi(10, a, b, c, _)).
