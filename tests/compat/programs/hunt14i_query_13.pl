% evidence through a rule atom
0.1::burglary. 0.2::earthquake.
0.9::alarm :- burglary.
0.8::alarm :- earthquake.
0.7::calls(john) :- alarm.
0.6::calls(mary) :- alarm.
evidence(calls(john)).
evidence(calls(mary), false).
query(burglary).
query(earthquake).
