% hunt6 (ProbLog compatibility, 6th hunt): float print
r(a, X) :- X is 1.0e10.
r(b, X) :- X is 1.0e20.
r(c, X) :- X is 1.5e-7.
r(d, X) :- X is 0.1 + 0.2.
r(e, X) :- X is -0.0.
r(f, X) :- X is 100000.0 * 100000.0.
r(g, X) :- X = 3.0.
r(h, X) :- X is 1/3.
q(K,V) :- r(K,V).
query(q(_,_)).
