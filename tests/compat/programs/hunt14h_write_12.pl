% a trace inside subquery/2
0.4::a.
b :- a, writeln(in_b).
p(P) :- subquery(b, P), writeln(got(P)).
query(p(_)).
