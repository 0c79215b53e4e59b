% foldl/5, foldl/6, maplist/4, scanl/4
:- use_module(library(apply)).
:- use_module(library(lists)).
dot(X, Y, A0, A) :- A is A0 + X * Y.
sum3(X, Y, Z, A0, A) :- A is A0 + X + Y + Z.
add(X, Y, Z) :- Z is X + Y.
acc(X, A0, A) :- A is A0 + X.
0.5::w(1, 2); 0.5::w(1, 3).
d(D) :- w(1, X), foldl(dot, [1, X, 3], [4, 5, 6], 0, D).
t(T) :- foldl(sum3, [1, 2], [3, 4], [5, 6], 0, T).
m(M) :- maplist(add, [1, 2, 3], [10, 20, 30], M).
s(S) :- scanl(acc, [1, 2, 3, 4], 0, S).
query(d(_)). query(t(_)). query(m(_)). query(s(_)).
