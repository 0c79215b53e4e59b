% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's fibonacci with an accumulator, and factorial: big integers in the answers
0.5::which(fib); 0.5::which(fact).
fib(N, F) :- fib(N, 0, 1, F).
fib(0, A, _, A).
fib(N, A, B, F) :- N > 0, N1 is N - 1, C is A + B, fib(N1, B, C, F).
fact(0, 1).
fact(N, F) :- N > 0, N1 is N - 1, fact(N1, F1), F is N * F1.
value(V) :- which(fib), fib(300, V).
value(V) :- which(fact), fact(40, V).
pow_big(X) :- X is 2 ** 100.
query(value(_)).
query(pow_big(_)).
