% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% a cyclic relation used under negation in a higher stratum, with evidence on the cycle
0.5::link(x, y). 0.5::link(y, z). 0.5::link(z, x). 0.5::link(z, w).
conn(A, B) :- link(A, B).
conn(A, B) :- link(A, C), conn(C, B).
node(x). node(y). node(z). node(w).
sink(N) :- node(N), \+ conn(N, _).
not_back(N) :- node(N), \+ conn(N, x).
evidence(conn(y, x)).
query(sink(_)).
query(not_back(_)).
query(conn(x, _)).
