n(N, x) :- N = 1.
n(1, y).
n(1.0, z).
n(2, w).
l(L) :- findall(V, n(1, V), L).
l2(L) :- findall(V, n(1.0, V), L).
l3(L) :- findall(K-V, n(K, V), L).
query(l(_)). query(l2(_)). query(l3(_)).
