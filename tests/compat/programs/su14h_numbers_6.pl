% subquery results printed as numbers inside answers: tiny and exponent-form probabilities
0.000001::a. 0.3::b.
c :- a, b.
p(P) :- subquery(c, P).
q(P) :- subquery(b, P, [b]).
r(P) :- subquery(a, P).
query(p(P)). query(q(P)). query(r(P)).
