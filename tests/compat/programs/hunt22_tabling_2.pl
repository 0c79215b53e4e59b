% tabling through cycles: same-generation (classic deductive-database program) over a probabilistic parent relation with a cycle through sg itself
0.8::par(c1, p1). 0.7::par(c2, p1). 0.6::par(c3, p2). 0.9::par(p1, g). 0.5::par(p2, g). 0.4::par(c4, p2).
person(X) :- par(X, _).
person(X) :- par(_, X).
sg(X, X) :- person(X).
sg(X, Y) :- par(X, XP), sg(XP, YP), par(Y, YP).
query(sg(c1, c3)).
query(sg(c2, c1)).
query(sg(c4, c3)).
