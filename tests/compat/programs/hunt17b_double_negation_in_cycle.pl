% hunt17b: the fuzzer's non-terminating conn/2 mutant with ground queries: \+ \+ f(X, Z) leaves Z unbound, so conn(Z, Y) reads the open table being evaluated, and the double negation of f's several answers made a new OR node each fixpoint round (hash-consed now, as ProbLog's read-only OR nodes)
0.7::f(a, b).
0.6::f(b, c).
0.5::f(c, a).
0.4::f(c, d).
0.3::f(d, a).
conn(X, Y) :- f(X, Y).
conn(X, Y) :- \+ \+ f(X, Z), conn(Z, Y).
query(conn(a, a)).
query(conn(d, b)).
query(conn(b, a)).
