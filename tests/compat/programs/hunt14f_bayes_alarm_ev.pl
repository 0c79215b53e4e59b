% written for this corpus by a find-only hunt (session 23; diagnosis and Bayesian networks)
% The burglary alarm network with evidence on several nodes and negated queries
0.001::burglary. 0.002::earthquake.
0.95::alarm :- burglary, earthquake.
0.94::alarm :- burglary, \+ earthquake.
0.29::alarm :- \+ burglary, earthquake.
0.001::alarm :- \+ burglary, \+ earthquake.
0.9::calls(john) :- alarm.
0.05::calls(john) :- \+ alarm.
0.7::calls(mary) :- alarm.
0.01::calls(mary) :- \+ alarm.
query(burglary). query(\+ earthquake). query(alarm).
evidence(calls(john), true).
evidence(calls(mary), true).
