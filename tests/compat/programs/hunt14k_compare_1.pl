% compare/3 and sort/2 across the standard order: numbers, atoms, strings, compounds, a float and an int
0.5::v(b). 0.5::v(1.0).
c(O, X) :- v(X), compare(O, X, 1).
s(L) :- sort([f(b), 2, "s", a, 1.5, g(a, b), f(a), 1, a], L).
s2(L) :- sort([], L).
o :- compare('=', 1, 1).
o2(X) :- v(X), compare('<', X, 2).
query(c(_, _)). query(s(_)). query(s2(_)). query(o). query(o2(_)).
