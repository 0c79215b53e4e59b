% hunt10: network reliability with a two-terminal connection and a failure evidence
0.9::up(a, b). 0.8::up(b, d). 0.7::up(a, c). 0.95::up(c, d). 0.6::up(b, c).
conn(X, Y) :- up(X, Y).
conn(X, Y) :- up(Y, X).
reach(X, Y) :- conn(X, Y).
reach(X, Y) :- conn(X, Z), reach(Z, Y).
evidence(up(a, b), false).
query(reach(a, d)).
query(reach(b, c)).
