% hunt12: generated term inspection and standard order (ProbLog compares quoted and operator functors with their quotes), seed 0037
0.3::p(1). 0.6::p(2).
0.5::q.
r0(X) :- p(1), p(2), T = '\n', U = aB, X = T-U.
query(r0(_)).
r1(X) :- \+ q, T = f(;), T =.. X.
query(r1(_)).
r2(X) :- \+ q, T = '{}', U = -, (T @< U, X = lt ; T == U, X = eq).
query(r2(_)).
