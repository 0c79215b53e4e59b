% evidence/2 with a value that is neither true nor false (a soft value, none, 1): ProbLog's "maybe" evidence, not conditioned on
0.3::burglary. 0.2::earthquake.
0.9::alarm :- burglary.
0.8::alarm :- earthquake.
calls :- alarm.
evidence(alarm, 0.7).
evidence(earthquake, none).
evidence(calls, 1).
evidence(burglary, true).
query(alarm).
query(earthquake).
query(calls).
