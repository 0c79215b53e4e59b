% hunt19: ProbLog's cache keys a non-ground call with its variables numbered -1, -2, ..., so lt(X, -2) and lt(X, Y) are one call there: the one made second gets the first one's answers
0.5::n(10). 0.5::n(-1). 0.5::n(-2).
lt(X, Y) :- n(X), n(Y), X @< Y.
query(lt(_, -2)).
query(lt(_, _)).
