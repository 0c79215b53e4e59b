% written for this corpus by a find-only hunt (session 23; subquery inside a program)
% Inner inference with subquery/2 inside a decision rule: act when a belief is strong enough
0.3::burglary. 0.1::earthquake.
0.9::alarm :- burglary.
0.4::alarm :- earthquake.
belief(P) :- subquery(alarm, P).
call_police :- belief(P), P > 0.25.
stay_calm :- belief(P), P =< 0.25.
query(belief(_)).
query(call_police).
query(stay_calm).
