% the alarm network as an LFI model would state it, with per-person parameters and partial evidence
0.1::burglary. 0.05::earthquake.
0.9::alarm :- burglary, earthquake.
0.8::alarm :- burglary, \+ earthquake.
0.3::alarm :- \+ burglary, earthquake.
0.01::alarm :- \+ burglary, \+ earthquake.
person(john). person(mary). person(bob).
0.8::calls(P) :- person(P), alarm.
0.05::calls(P) :- person(P), \+ alarm.
evidence(calls(john)).
evidence(calls(mary), false).
query(burglary). query(earthquake). query(calls(bob)). query(alarm).
