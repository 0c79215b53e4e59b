t(a, X) :- X = 1.
t(a, 2).
t(Y, 3) :- Y = a.
t(a, 4).
l(L) :- findall(V, t(a, V), L).
query(l(_)).
