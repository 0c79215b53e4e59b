square(N, S) :- between(1, N, I), S is I * I.
sum_to(N, S) :- sum_to(N, 0, S).
sum_to(0, S, S).
sum_to(N, A, S) :- N > 0, A1 is A + N, N1 is N - 1, sum_to(N1, A1, S).
fact(0, 1).
fact(N, F) :- N > 0, N1 is N - 1, fact(N1, F1), F is N * F1.
fib(0, 0). fib(1, 1).
fib(N, F) :- N > 1, A is N-1, B is N-2, fib(A, FA), fib(B, FB), F is FA + FB.
query(square(4, _)).
query(sum_to(100, _)).
query(fact(20, _)).
query(fact(25, _)).
query(fib(20, _)).
