% fibonacci with accumulator and naive
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, A is N - 1, B is N - 2, fib(A, FA), fib(B, FB), F is FA + FB.
fibacc(N, F) :- fa(N, 0, 1, F).
fa(0, A, _, A).
fa(N, A, B, F) :- N > 0, N1 is N - 1, C is A + B, fa(N1, B, C, F).
query(fib(15, _)).
query(fibacc(60, _)).
