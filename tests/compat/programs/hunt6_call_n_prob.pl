% hunt6 (ProbLog compatibility, 6th hunt): call n prob
0.5::p(1, x). 0.4::p(2, y).
g(F, A, B) :- call(F, A, B).
h(X) :- G = p(X), call(G, y).
query(g(p, _, _)). query(h(_)).
