% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Peano arithmetic from Sterling & Shapiro chapter 3, numbers up to 40, with a noisy successor
0.999::ok_succ(N) :- between(0, 80, N).
nat(0, 0).
nat(N, s(X)) :- N > 0, M is N - 1, nat(M, X).
add(0, Y, Y).
add(s(X), Y, s(Z)) :- add(X, Y, Z).
times(0, _, 0).
times(s(X), Y, Z) :- times(X, Y, W), add(W, Y, Z).
to_int(0, 0).
to_int(s(X), N) :- to_int(X, M), N is M + 1, ok_succ(M).
sum_is(A, B, N) :- nat(A, X), nat(B, Y), add(X, Y, Z), to_int(Z, N).
prod_is(A, B, N) :- nat(A, X), nat(B, Y), times(X, Y, Z), to_int(Z, N).
query(sum_is(30, 40, _)).
query(prod_is(6, 7, _)).
