a(X) :- length(X, 1).
a(X) :- Y = 1, length(X, 1), Y > 0.
b(f(_)).
b(f(Z)) :- Z = _.
query(a(_)).
query(b(_)).
