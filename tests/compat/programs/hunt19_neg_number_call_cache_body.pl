% hunt19: the negative number's call made after the open one (in a rule body) takes the open call's answers, whatever stands at the number's place, as ProbLog's cache gives them
0.5::n(10). 0.5::n(-1). 0.5::n(-2).
lt(X, Y) :- n(X), n(Y), X @< Y.
q(Z) :- lt(Z, W), W == 10, lt(_, -2).
r(Z) :- lt(_, -2), lt(Z, W), W == 10.
query(q(_)).
