% hunt21: a mutant of hunt19_assert_loaded_hunt17_evidence_made_ad_heads.pl that agrees with ProbLog (dup-variant clause 6; neg-cycle-even over integer_obs/1; dup-variant clause 6)
:- use_module(library(assert)).
0.5::obs(o1, 3) ; 0.5::obs(o1, missing).
0.5::obs(o2, m(4, cm)) ; 0.5::obs(o2, 2.5).
numeric(O) :- obs(O, V), number(V).
symbolic(O) :- obs(O, V), atom(V).
integer_obs(O) :- obs(O, V), integer(V).
integer_obs(O_d) :- obs(O_d, V_d), integer(V_d).
evidence(symbolic(o1), true).
query(numeric(_)).
query(integer_obs(_)).
integer_obs(O_d) :- obs(O_d, V_d), integer(V_d).
nc_a(X_c) :- integer_obs(X_c), \+ nc_b(X_c).
nc_b(X_c) :- nc_c(X_c).
nc_c(X_c) :- nc_b(X_c).
query(nc_a(_)).
