% generated: negation over annotated disjunctions and conjunctions, evidence on negations
i(1). i(2). i(3).
0.3::g(X, a); 0.3::g(X, b); 0.2::g(X, c) :- i(X).
0.8::f(X) :- i(X), X >= 2.
0.5::f(1).
na(X) :- i(X), \+ g(X, a).
nab(X) :- i(X), \+ (g(X, a) ; g(X, b)).
nfg(X) :- i(X), \+ (f(X), g(X, c)).
same(X, Y) :- g(X, V), g(Y, V), X < Y.
none :- \+ (i(X), f(X), \+ g(X, a)).
query(nfg(_)).
query(na(_)).
query(none).
query(same(_,_)).
evidence(nab(3)).
