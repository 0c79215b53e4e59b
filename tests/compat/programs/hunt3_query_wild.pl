0.4::f(a, 1). 0.3::f(b, 2). 0.2::f(a, 3).
g(X) :- f(X, _).
query(f(_, _)).
query(f(a, _)).
query(g(_)).
query(g(a)).
query(g(a)).
query(f(_, 1)).
query(f(c, _)).
