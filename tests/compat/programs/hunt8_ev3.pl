% hunt8: burglary alarm with two calls as evidence
0.4::burglary. 0.2::earthquake.
0.9::alarm :- burglary, earthquake.
0.8::alarm :- burglary, \+ earthquake.
0.1::alarm :- \+ burglary, earthquake.
0.8::calls(X) :- alarm, person(X).
0.1::calls(X) :- \+ alarm, person(X).
person(mary). person(john).
evidence(calls(john), true).
evidence(calls(mary), true).
query(burglary). query(earthquake). query(alarm).
