% alarm network with multi-valued earthquake strength and three neighbours
0.01::burglary.
0.9::eq(none); 0.08::eq(mild); 0.02::eq(heavy).
0.95::alarm :- burglary.
0.3::alarm :- eq(mild).
0.8::alarm :- eq(heavy).
neighbour(john, 0.9, 0.05). neighbour(mary, 0.7, 0.01). neighbour(kate, 0.6, 0.1).
P::calls(N) :- neighbour(N, P, _), alarm.
Q::calls(N) :- neighbour(N, _, Q), \+ alarm.
evidence(calls(john)).
evidence(calls(mary)).
evidence(calls(kate), false).
query(burglary). query(eq(_)). query(alarm).
