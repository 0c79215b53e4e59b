% hunt21: a mutant of hunt19_neg_number_call_cache_open_second.pl that agrees with ProbLog (dup-variant clause 5; directive :- between(1, 3, _).; split-fact-two-ads clause 2)
0.5::n(10).
0.25::n(-1); 0.1::spl_x1.
0.33333333333333337::n(-1); 0.05::spl_y1.
0.5::n(-2).
:- between(1, 3, _).
lt(X, Y) :- n(X), n(Y), X @< Y.
r(Z) :- lt(_, -2), lt(Z, W), W == 10.
r(Z_d) :- lt(_, -2), lt(Z_d, W_d), W_d == 10.
s(Z) :- lt(Z, -2).
query(s(_)).
query(r(_)).
