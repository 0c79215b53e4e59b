c(X, red) :- X = a.
c(b, red).
0.5::c(d, red).
f(F) :- findall(X, c(X, red), L), (L = [b|_], F = bfirst ; \+ L = [b|_], F = other).
g :- \+ findall(X, c(X, red), [a|_]).
query(f(_)). query(g).
