% hunt21: a mutant of hunt19_neg_number_call_cache.pl that agrees with ProbLog (head-arg clause 3 arg 1; forall-once clause 5 goal 2)
0.5::n(10).
0.5::n(-1).
0.5::n(-2).
0.5::n(3.5).
lt(X, Y) :- n(X), once((n(Y))), forall((n(Y)), true), X @< Y.
query(lt(_, -2)).
query(lt(_, _)).
query(n(_)).
