% hunt12: generated term inspection and standard order (ProbLog compares quoted and operator functors with their quotes), seed 0219
0.3::p(1). 0.6::p(2).
0.5::q.
r0(X) :- T = [], U = -(1), (T @< U, X = lt ; T == U, X = eq).
query(r0(_)).
r1(X) :- q, T = (a :- b), atom(T), atom_length(T, X).
query(r1(_)).
r2(X) :- T = [], U = 'it s', compare(X, T, U).
query(r2(_)).
r3(X) :- q, T = '{}', X = -(T).
query(r3(_)).
r4(X) :- p(_), T = 'it s', U = "str", X = T-U.
query(r4(_)).
