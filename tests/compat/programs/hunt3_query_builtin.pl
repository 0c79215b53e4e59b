query(1 < 2).
query(X is 3 + 4).
query(between(1, 3, _)).
query(true).
query(fail).
query(atom(foo)).
query(length([a,b], _)).
