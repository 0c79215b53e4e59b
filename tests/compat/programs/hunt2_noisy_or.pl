% noisy-or of several causes with leak
0.1::leak.
0.3::burglary.
0.2::earthquake.
0.9::alarm_by(b) :- burglary.
0.4::alarm_by(e) :- earthquake.
alarm :- alarm_by(_).
alarm :- leak.
0.7::calls(P) :- alarm, person(P).
0.05::calls(P) :- \+ alarm, person(P).
person(john). person(mary). person(ann).
somebody_calls :- calls(_).
all_call :- calls(john), calls(mary), calls(ann).
evidence(calls(john), true).
evidence(calls(ann), false).
query(burglary).
query(earthquake).
query(alarm).
query(calls(mary)).
query(somebody_calls).
query(all_call).
