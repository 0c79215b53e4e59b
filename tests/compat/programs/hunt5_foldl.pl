% foldl/4 and foldl/6 with arithmetic
:- use_module(library(apply)).
plus3(X, A0, A) :- A is A0 + X.
mul(X, Y, A0, A) :- A is A0 + X * Y.
a(S) :- foldl(plus3, [1, 2, 3, 4], 0, S).
b(S) :- foldl(mul, [1, 2, 3], [4, 5, 6], 0, S).
0.5::w(2). 0.5::w(3).
c(S) :- findall(X, w(X), L), foldl(plus3, L, 10, S).
query(a(_)). query(b(_)). query(c(_)).
