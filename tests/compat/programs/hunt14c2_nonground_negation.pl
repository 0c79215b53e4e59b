% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% negation of a non-ground goal: is there any open ticket at all
0.3::open_ticket(t1). 0.2::open_ticket(t2).
quiet_day :- \+ open_ticket(_).
busy :- open_ticket(X), open_ticket(Y), X \== Y.
query(quiet_day).
query(busy).
