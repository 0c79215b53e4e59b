% hunt6 (ProbLog compatibility, 6th hunt): many open queries
0.1::f(1). 0.2::f(2). 0.3::f(3). 0.4::f(4). 0.5::f(5).
g(X) :- f(X), X mod 2 =:= 0.
h(X) :- f(X), \+ g(X).
k(X, Y) :- f(X), f(Y), X < Y, Y - X =:= 2.
query(g(_)). query(h(_)). query(k(_, _)). query(f(_)).
