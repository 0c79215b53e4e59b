% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% burglary/earthquake alarm with evidence on derived atoms and negated evidence
0.7::burglary.
0.2::earthquake.
0.9::p_alarm1.
0.8::p_alarm2.
0.1::p_alarm3.
alarm :- burglary, earthquake, p_alarm1.
alarm :- burglary, \+earthquake, p_alarm2.
alarm :- \+burglary, earthquake, p_alarm3.
person(john). person(mary).
0.8::calls(X) :- alarm, person(X).
0.1::calls(X) :- \+alarm, person(X).
evidence(calls(john)).
evidence(\+calls(mary)).
query(burglary).
query(earthquake).
query(alarm).
query(calls(_)).
