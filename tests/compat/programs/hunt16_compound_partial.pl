p(f(X), 1) :- X = a.
p(f(a), 2).
p(Z, 3) :- Z = f(a).
p(f(a), 4).
l(L) :- findall(V, p(f(_), V), L).
l2(L) :- findall(V, p(f(a), V), L).
query(l(_)). query(l2(_)).
