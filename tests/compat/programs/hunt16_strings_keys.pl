s(X, a) :- X = "x".
s("x", b).
s(x, c).
s("x", d).
l(L) :- findall(T, s("x", T), L).
l2(L) :- findall(T, s(x, T), L).
query(l(_)). query(l2(_)).
