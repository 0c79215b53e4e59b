a(1). a(2).
query(between(1, 3, X)).
query(a(X)).
query(atom(foo)).
