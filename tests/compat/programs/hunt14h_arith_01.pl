% big integers: factorials, powers, products, and comparisons
fact(0, 1).
fact(N, F) :- N > 0, N1 is N - 1, fact(N1, F1), F is N * F1.
f(N, F) :- member(N, [10, 20, 25, 30]), fact(N, F).
bigger :- fact(25, A), fact(24, B), A > B * 24.
divs(Q) :- fact(30, A), fact(28, B), Q is A // B.
m(R) :- fact(30, A), R is A mod 1000007.
shift(X) :- X is 1 << 70.
bits(X) :- X is (1 << 65) \/ 5.
query(f(_, _)). query(bigger). query(divs(_)). query(m(_)). query(shift(_)). query(bits(_)).
:- use_module(library(lists)).
