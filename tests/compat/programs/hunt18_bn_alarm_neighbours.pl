% Bayesian network: the burglary alarm with several neighbours, each a noisy caller, evidence on three calls
0.01::burglary. 0.02::earthquake.
0.95::alarm :- burglary, earthquake.
0.94::alarm :- burglary, \+ earthquake.
0.29::alarm :- \+ burglary, earthquake.
0.001::alarm :- \+ burglary, \+ earthquake.
neighbour(john). neighbour(mary). neighbour(kate). neighbour(liam).
0.9::calls(N) :- neighbour(N), alarm.
0.05::calls(N) :- neighbour(N), \+ alarm.
evidence(calls(john), true).
evidence(calls(mary), true).
evidence(calls(kate), false).
query(burglary).
query(earthquake).
query(calls(liam)).
