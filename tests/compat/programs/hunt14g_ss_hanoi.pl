% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's Towers of Hanoi; each move may fail with a small probability
0.999::move_ok(I) :- between(1, 127, I).
hanoi(0, _, _, _, N, N).
hanoi(D, A, B, C, N0, N) :- D > 0, D1 is D - 1, hanoi(D1, A, C, B, N0, N1), N2 is N1 + 1, move_ok(N2), hanoi(D1, C, B, A, N2, N).
moves(D, N) :- hanoi(D, left, right, middle, 0, N).
query(moves(7, _)).
query(moves(5, _)).
