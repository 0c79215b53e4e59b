% written for this corpus by a find-only hunt (session 23; library(scope))
% Two expert knowledge bases kept apart with library(scope): which expert's model predicts rain
:- use_module(library(scope)).
e1:cloudy.
0.8::e1:rain :- e1:cloudy.
0.3::e2:rain.
e2:humid.
e2:muggy :- e2:humid, e2:rain.
forecast(E) :- E:rain.
both :- e1:rain, e2:rain.
either :- [e1, e2]:muggy.
query(forecast(e1)).
query(forecast(e2)).
query(both).
query(either).
