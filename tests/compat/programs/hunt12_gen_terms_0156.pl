% hunt12: generated term inspection and standard order (ProbLog compares quoted and operator functors with their quotes), seed 0156
0.3::p(1). 0.6::p(2).
0.5::q.
r0(X) :- q, T = (a-b)-c, compound(T), arg(1, T, X).
query(r0(_)).
r1(X) :- p(_), X = 0.0, atomic(X).
query(r1(_)).
r2(X) :- q, T = [a, b], U = a:b, sort([T, U, T], X).
query(r2(_)).
r3(X) :- p(_), X = '+', atomic(X).
query(r3(_)).
r4(X) :- p(1), p(2), X = [a, b].
query(r4(_)).
r5(X) :- T = a:b, is_list(T), length(T, X).
query(r5(_)).
