p(X) :- \+ \+ X = 1.
query(p(_)).
nn(X, Y) :- not(X = Y), true.
query(nn(a, _)).
