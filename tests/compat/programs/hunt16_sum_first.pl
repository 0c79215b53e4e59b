:- use_module(library(lists)).
w(X, 2) :- X = a.
0.5::w(b, 3).
w(c, 4).
tot(S) :- findall(V, w(_, V), L), sum_list(L, S).
firstw(F) :- findall(K, w(K, _), [F|_]).
firstw2(F) :- findall(K, (w(K, V), V > 2), [F|_]).
query(tot(_)). query(firstw(_)). query(firstw2(_)).
