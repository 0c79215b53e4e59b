% subquery/2 and subquery/3: a separate exact inference inside a program, its probability a
% certain value (rounded here to compare answers exactly: 1 - 0.7*0.5 = 0.65 by hand).
0.3::a. 0.5::b. 0.6::c(1). 0.2::c(2).
d :- a ; b.
pct(G, R) :- subquery(G, P), R is round(P * 1000).
pct(G, E, R) :- subquery(G, P, E), R is round(P * 1000).
q(R) :- pct(d, R).
r(R) :- pct(d, [a], R).
s(X, R) :- pct(c(X), R).
t(R) :- pct(a, [d], R).
u :- subquery(d, P), P > 0.6, a.
v :- subquery(d, P), P > 0.7, a.
query(q(_)). query(r(_)). query(s(_, _)). query(t(_)). query(u). query(v).
