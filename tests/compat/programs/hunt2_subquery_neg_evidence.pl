% subquery/3 with a negative literal and several atoms in the evidence list
0.3::a. 0.6::b. 0.5::c.
d :- a, b.
d :- c.
e :- \+ a.
p1(P) :- subquery(d, P, [\+ c]).
p2(P) :- subquery(a, P, [d, \+ e]).
p3(P) :- subquery(e, P, [b]).
query(p1(_)). query(p2(_)). query(p3(_)).
