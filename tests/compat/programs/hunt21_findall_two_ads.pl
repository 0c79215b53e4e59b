% hunt21: findall over two ADs of 5 outcomes reached through a rule with a body: at most one outcome of each
:- use_module(library(lists)).
0.15::d(1); 0.15::d(2); 0.15::d(3); 0.15::d(4); 0.15::d(5).
1/5::e(1); 1/5::e(2); 1/5::e(3); 1/5::e(4); 1/5::e(5).
0.9::on.
pick(X) :- d(X).
pick(X) :- on, e(Y), X is Y + 100.
n(N) :- findall(X, pick(X), L), length(L, N).
two(A, B) :- findall(X, pick(X), L), length(L, 2), memberchk(A, L), memberchk(B, L).
query(n(_)).
query(two(3, 105)).
query(two(3, 4)).
