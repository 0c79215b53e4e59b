% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% alarm network with two neighbours and evidence on calls
0.001::burglary.
0.002::earthquake.
0.95::alarm :- burglary, earthquake.
0.94::alarm :- burglary, \+earthquake.
0.29::alarm :- \+burglary, earthquake.
0.001::alarm :- \+burglary, \+earthquake.
person(john). person(mary).
0.90::calls(john) :- alarm.
0.05::calls(john) :- \+alarm.
0.70::calls(mary) :- alarm.
0.01::calls(mary) :- \+alarm.
evidence(calls(john), true).
evidence(calls(mary), true).
query(burglary).
query(earthquake).
query(alarm).
