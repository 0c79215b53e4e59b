% hunt13b: library(apply)'s foldl_noinit/3 and scanl/6,7 (missing before), with a probabilistic closure
:- use_module(library(apply)).
0.6::bonus(1). 0.3::bonus(2).
add(X, A, B) :- bonus(X), B is A + X * 10.
add(X, A, B) :- \+ bonus(X), B is A + X.
sum3(X, Y, Z, A, B) :- B is A + X + Y + Z.
sum4(X, Y, Z, W, A, B) :- B is A + X * Y - Z * W.
fold(S) :- foldl_noinit(add, [5, 1, 2], S).
fold1(S) :- foldl_noinit(add, [7], S).
fold0(S) :- foldl_noinit(add, [], S).
scan6(L) :- bonus(1), scanl(sum3, [1, 2], [3, 4], [5, 6], 0, L).
scan7(L) :- scanl(sum4, [1, 2], [3, 4], [5, 6], [1, 1], 10, L).
scan4(L) :- scanl(add, [1, 2], 0, L).
query(fold(_)). query(fold1(_)). query(fold0(_)).
query(scan6(_)). query(scan7(_)). query(scan4(_)).
