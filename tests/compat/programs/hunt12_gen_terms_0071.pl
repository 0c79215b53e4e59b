% hunt12: generated term inspection and standard order (ProbLog compares quoted and operator functors with their quotes), seed 0071
0.3::p(1). 0.6::p(2).
0.5::q.
r0(X) :- T = f((:-)), U = f('A'), (T @< U, X = lt ; T == U, X = eq).
query(r0(_)).
r1(X) :- p(_), T = "str", X = w(T, T).
query(r1(_)).
r2(X) :- p(1), p(2), T = '+', X = w(T, T).
query(r2(_)).
r3(X) :- p(1), p(2), T = f((a, b)), T =.. X.
query(r3(_)).
r4(X) :- p(1), p(2), X = '[]'.
query(r4(_)).
