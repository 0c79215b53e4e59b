% queries on builtins
query(between(1, 3, _)).
query(1 < 2).
query(atom(abc)).
