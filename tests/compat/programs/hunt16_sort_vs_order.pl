w(X, 1) :- X = z.
0.5::w(a, 1).
w(m, 1).
s(S) :- findall(X, w(X, 1), L), sort(L, S).
u(L) :- findall(X, w(X, 1), L).
query(s(_)). query(u(_)).
