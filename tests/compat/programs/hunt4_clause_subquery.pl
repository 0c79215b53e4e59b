0.3::a. 0.5::b.
c :- a, b.
r(B) :- clause(c, B).
query(r(B)).
s(P) :- subquery(c, P).
query(s(P)).
