% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% mixed data with type checks: numbers, atoms, compound measurements
0.5::obs(o1, 3) ; 0.5::obs(o1, missing).
0.5::obs(o2, m(4, cm)) ; 0.5::obs(o2, 2.5).
numeric(O) :- obs(O, V), number(V).
symbolic(O) :- obs(O, V), atom(V).
structured(O) :- obs(O, V), compound(V).
integer_obs(O) :- obs(O, V), integer(V).
query(numeric(O)).
query(symbolic(O)).
query(structured(O)).
query(integer_obs(O)).
