% hunt12: the alarm network with evidence written in its three forms
0.1::burglary. 0.2::earthquake.
0.9::alarm :- burglary, earthquake.
0.8::alarm :- burglary, \+ earthquake.
0.1::alarm :- \+ burglary, earthquake.
person(mary). person(john).
0.8::calls(X) :- alarm, person(X).
0.1::calls(X) :- \+ alarm, person(X).
evidence(calls(john)).
evidence(\+ calls(mary)).
evidence(earthquake, false).
query(burglary).
query(alarm).
