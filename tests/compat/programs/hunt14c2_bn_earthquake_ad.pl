% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% earthquake with intensity as an annotated disjunction; neighbours' calls
person(john). person(mary).
0.7::burglary.
0.01::earthquake(heavy) ; 0.19::earthquake(mild) ; 0.8::earthquake(none).
0.9::alarm :- burglary, earthquake(heavy).
0.85::alarm :- burglary, earthquake(mild).
0.80::alarm :- burglary, earthquake(none).
0.10::alarm :- \+ burglary, earthquake(mild).
0.30::alarm :- \+ burglary, earthquake(heavy).
0.8::calls(X) :- person(X), alarm.
0.1::calls(X) :- person(X), \+ alarm.
evidence(calls(john), true).
evidence(calls(mary), false).
query(burglary).
query(earthquake(_)).
