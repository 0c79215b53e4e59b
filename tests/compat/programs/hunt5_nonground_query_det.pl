% an open query whose answers keep variables (deterministic)
pair(X, X).
f(g(_)).
a(L) :- L = [_, _].
query(pair(_, _)). query(f(_)). query(a(_)).
