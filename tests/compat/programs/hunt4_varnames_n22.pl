0.5::a. 0.5::b.
r(X) :- a, X = 1.
r(X) :- b, X = 2.
r(_) :- a, b.
query(r(1)).
query(r(2)).
