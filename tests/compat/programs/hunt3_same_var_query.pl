0.5::e(a, a). 0.5::e(a, b). 0.3::e(b, b).
loop(X) :- e(X, X).
query(e(X, X)).
query(loop(_)).
query(e(a, Y)).
