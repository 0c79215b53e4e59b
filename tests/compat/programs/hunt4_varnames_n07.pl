r(X) :- (X = a ; X = f(_) ; true).
query(r(_)).
s(X, Y) :- (Y = 1, X = g(_, _) ; Y = 2).
query(s(_, _)).
