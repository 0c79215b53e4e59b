% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% 2,000 independent triggers feeding one alarm, and a count-based test
0.0005::trigger(I) :- between(1, 2000, I).
alarm :- trigger(_).
early_alarm :- trigger(I), I =< 100.
query(alarm).
query(early_alarm).
