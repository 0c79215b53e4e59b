t(a, X, z) :- X = 1.
t(a, 2, z).
t(Y, 3, z) :- Y = a.
t(a, 4, W) :- W = z.
t(a, 5, z).
l(L) :- findall(V, t(a, V, z), L).
query(l(_)).
