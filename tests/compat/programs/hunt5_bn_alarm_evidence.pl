% burglary network with evidence on two observed calls
0.01::burglary. 0.02::earthquake.
0.95::alarm :- burglary, earthquake.
0.94::alarm :- burglary, \+ earthquake.
0.29::alarm :- \+ burglary, earthquake.
0.001::alarm :- \+ burglary, \+ earthquake.
person(john). person(mary).
0.9::calls(john) :- alarm.
0.7::calls(mary) :- alarm.
0.05::calls(john) :- \+ alarm.
0.01::calls(mary) :- \+ alarm.
evidence(calls(john), true).
evidence(calls(mary), true).
query(burglary). query(earthquake). query(alarm).
