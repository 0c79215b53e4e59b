% alarm family with a noisy-or per neighbour and a query of a negation
0.1::burglary.
0.2::earthquake.
0.9::alarm :- burglary.
0.8::alarm :- earthquake.
0.9::hears(john).
0.3::hears(mary).
calls(P) :- alarm, hears(P).
nobody_calls :- \+ calls(john), \+ calls(mary).
query(nobody_calls).
query(\+ calls(mary)).
query(calls(P)) :- P = john.
evidence(hears(X), true) :- X = john.
query(calls(mary)).
