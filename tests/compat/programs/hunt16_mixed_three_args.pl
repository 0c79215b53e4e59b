f(X, Y, c) :- X = a, Y = 1.
f(a, 2, c).
f(a, Y, Z) :- Y = 3, Z = c.
f(b, 4, c).
f(a, 5, W) :- W = c.
l1(L) :- findall(Y, f(a, Y, c), L).
l2(L) :- findall(X-Y, f(X, Y, c), L).
l3(L) :- findall(Y-Z, f(a, Y, Z), L).
query(l1(_)). query(l2(_)). query(l3(_)).
