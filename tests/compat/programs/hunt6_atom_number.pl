% hunt6 (ProbLog compatibility, 6th hunt): atom number
n(X) :- atom_number(abc, X).
n(X) :- atom_number(X, 42).
n(X) :- atom_number(x12, X).
query(n(_)).
