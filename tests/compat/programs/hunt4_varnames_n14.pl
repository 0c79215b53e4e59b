0.3::coin(1). 0.6::coin(2).
v(X, Y) :- coin(X), Y = f(X).
query(v(_, _)).
g(X, Y) :- X = Y, coin(1).
query(g(a, _)).
