% queries of deterministic facts returning many bindings
f(1, a). f(2, b). f(3, c). f(4, d).
g(X, Y) :- f(X, Y), X mod 2 =:= 0.
query(g(_, _)).
query(f(_, c)).
