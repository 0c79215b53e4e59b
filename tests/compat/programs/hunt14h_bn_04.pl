% burglary/earthquake alarm with neighbours, evidence on several calls
person(john). person(mary). person(ann). person(bob).
0.7::burglary.
0.2::earthquake.
0.9::alarm :- burglary, earthquake.
0.8::alarm :- burglary, \+ earthquake.
0.1::alarm :- \+ burglary, earthquake.
0.8::calls(X) :- alarm, person(X).
0.1::calls(X) :- \+ alarm, person(X).
evidence(calls(john), true).
evidence(calls(mary), true).
evidence(calls(ann), false).
query(burglary). query(earthquake). query(alarm). query(calls(bob)).
