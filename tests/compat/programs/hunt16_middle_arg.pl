t(X, k, 1) :- X = a.
t(b, k, 2).
t(c, Y, 3) :- Y = k.
t(d, k, 4).
l(L) :- findall(X-N, t(X, k, N), L).
l2(L) :- findall(X, t(X, k, _), L).
query(l(_)). query(l2(_)).
