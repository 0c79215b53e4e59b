% hunt17: the evidence's call obs(o1, V) makes both heads of the disjunction (its proof then fails atom(3)); ProbLog grounds the evidence first, so a query's later call reuses obs(o1, 3) as it is and lists numeric(o1) with 0
0.5::obs(o1, 3) ; 0.5::obs(o1, missing).
0.5::obs(o2, m(4, cm)) ; 0.5::obs(o2, 2.5).
numeric(O) :- obs(O, V), number(V).
symbolic(O) :- obs(O, V), atom(V).
integer_obs(O) :- obs(O, V), integer(V).
evidence(symbolic(o1), true).
query(numeric(_)).
query(integer_obs(_)).
