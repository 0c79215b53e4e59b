% hunt6 (ProbLog compatibility, 6th hunt): sort duplicates
r(1, S) :- sort([c, a, b, a], S).
r(2, S) :- sort([3, 1.0, 2, 1], S).
r(3, S) :- sort([f(b), f(a), g(a), f(a, b)], S).
r(4, S) :- sort(['Z', a, 'B'], S).
query(r(_, _)).
