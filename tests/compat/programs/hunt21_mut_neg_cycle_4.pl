% hunt21: a mutant of hunt19_retract_same_pred_ad.pl that agrees with ProbLog (neg-cycle-pair over seen/1; ad-repeat clause 2 head 3; ad-repeat clause 3 head 1)
:- use_module(library(assert)).
0.2::col(red); 0.3::col(green); 0.25::col(blue); 0.25::col(blue).
0.05::size(s); 0.05::size(s); 0.6::size(m); 0.3::size(l).
drop_red :- retract(col(red)).
drop_any :- retract(size(_)).
seen(C) :- drop_red, col(C).
big(S) :- drop_any, size(S).
clear(C) :- retractall(col(green)), col(C).
query(seen(_)).
query(big(_)).
query(clear(_)).
nc_a(X_c) :- seen(X_c), \+ nc_b(X_c).
nc_b(X_c) :- seen(X_c), \+ nc_a(X_c).
query(nc_a(_)).
