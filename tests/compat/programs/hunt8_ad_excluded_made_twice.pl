% hunt8: an excluded AD outcome made first by one open call (false) and again by another in the same query (its node: listed with 0)
i(1). i(2). i(3).
0.3::g(X, a); 0.3::g(X, b); 0.2::g(X, c) :- i(X).
0.8::f(X) :- i(X), X >= 2.
nfg(X) :- i(X), \+ (f(X), g(X, c)).
same(X, Y) :- g(X, V), g(Y, V), X < Y.
query(same(_,_)).
evidence(g(1, a)).
evidence(\+ nfg(3)).
