% foldl/4..6 accumulating over lists.
:- use_module(library(apply)).
plus_(X, A0, A) :- A is A0 + X.
dot(X, Y, A0, A) :- A is A0 + X * Y.
three(X, Y, Z, A0, A) :- A is A0 + X + Y + Z.
0.3::bonus(5); 0.7::bonus(0).
total(S) :- bonus(B), foldl(plus_, [1, 2, 3, B], 0, S).
inner(S) :- foldl(dot, [1, 2, 3], [4, 5, 6], 0, S).
tri(S) :- foldl(three, [1, 2], [3, 4], [5, 6], 0, S).
query(total(_)). query(inner(_)). query(tri(_)).
