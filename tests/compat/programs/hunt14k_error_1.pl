% error/N raises a user error only when reached
0.5::x.
q :- x.
q :- fail, error(never, 'reached').
query(q).
