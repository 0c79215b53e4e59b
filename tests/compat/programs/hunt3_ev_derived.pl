0.6::burglary. 0.2::earthquake.
0.9::alarm :- burglary, earthquake.
0.8::alarm :- burglary, \+ earthquake.
0.1::alarm :- \+ burglary, earthquake.
person(john). person(mary).
0.8::calls(X) :- alarm, person(X).
0.1::calls(X) :- \+ alarm, person(X).
evidence(calls(john), true).
query(calls(_)). query(burglary). query(alarm).
