% hunt17: a mutant (agreeing with ProbLog) of hunt14k_succ_1.pl: evidence next(0,1) true
0.4::n(0).
0.6::n(3).
next(X, Y) :- n(X), succ(X, Y).
prev(Y, X) :- n(Y), Y > 0, succ(X, Y).
zero_prev :- succ(X, 0).
both(X) :- succ(X, 4).
evidence(next(0,1), true).
query(next(_, _)).
query(prev(_, _)).
query(zero_prev).
query(both(_)).
