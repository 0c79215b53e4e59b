% Bayesian network with evidence on several nodes
0.01::burglary. 0.02::earthquake.
0.95::alarm :- burglary, earthquake.
0.94::alarm :- burglary, \+ earthquake.
0.29::alarm :- \+ burglary, earthquake.
0.001::alarm :- \+ burglary, \+ earthquake.
person(john). person(mary). person(sue).
0.9::calls(john) :- alarm.
0.7::calls(mary) :- alarm.
0.5::calls(sue) :- alarm.
0.05::calls(john) :- \+ alarm.
0.01::calls(mary) :- \+ alarm.
0.1::calls(sue) :- \+ alarm.
evidence(calls(john), true).
evidence(calls(mary), true).
evidence(calls(sue), false).
query(burglary).
query(earthquake).
query(alarm).
