% hunt21: a mutant of hunt19_mut_hunt14e_a11_ad_body.pl that agrees with ProbLog (query-rule big/1 over ball dom)
0.3::color(X, red); 0.5::color(X, green); 0.2::color(X, blue) :- ball(X).
ball(b1).
ball(b2).
ball(b3).
0.6::big(X) :- ball(X), \+ color(X, blue).
same_color(X, Y) :- ball(X), ball(Y), X @< Y, \+ red_big(X), color(X, C), color(Y, C).
some_pair :- same_color(_, _).
all_diff :- \+ some_pair.
red_big(X) :- ( color(X, red) ; big(X) ).
query(same_color(_, _)).
query(some_pair).
query(all_diff).
query(red_big(_)).
query(color(b1, _)).
evidence(big(b2)).
evidence(some_pair, false).
query(big(X_q)) :- ball(X_q).
