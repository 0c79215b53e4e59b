% alarm network with open evidence on calls and a query over persons
person(john). person(mary). person(bob).
0.1::burglary.
0.2::earthquake.
0.9::alarm :- burglary, earthquake.
0.8::alarm :- burglary, \+ earthquake.
0.1::alarm :- \+ burglary, earthquake.
0.8::calls(X) :- alarm, person(X).
0.1::calls(X) :- \+ alarm, person(X).
evidence(calls(john), true).
evidence(calls(mary), false).
query(burglary).
query(earthquake).
query(calls(_)).
query(alarm).
