% clause/2: a program's clauses read back (facts and probabilistic facts have the body true)
r(1, a, b). r(3, b, c). r(2, a, c).
0.3::f(x).
h(X) :- r(_, X, _), f(x).
idx(I) :- clause(r(I, _, _), true).
has_rule :- clause(h(_), B), B = (_, f(x)).
fact_body(B) :- clause(f(x), B).
query(idx(_)). query(has_rule). query(fact_body(_)).
