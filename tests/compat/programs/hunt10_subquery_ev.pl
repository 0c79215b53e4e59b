% hunt10: subquery/3 with evidence given inside the program
0.3::a. 0.6::b.
c :- a ; b.
r(P) :- subquery(a, P, [c]).
s(P) :- subquery(b, P, [\+ a]).
query(r(_)). query(s(_)).
