% Bayesian network with multiple callers and evidence on two of them
0.7::burglary.
0.2::earthquake.
0.9::alarm :- burglary, earthquake.
0.8::alarm :- burglary, \+ earthquake.
0.1::alarm :- \+ burglary, earthquake.
person(john). person(mary). person(bob).
0.8::calls(X) :- alarm, person(X).
0.1::calls(X) :- \+ alarm, person(X).
evidence(calls(john)).
evidence(calls(mary), false).
query(burglary).
query(earthquake).
query(calls(bob)).
query(alarm).
