% a ground query before an open one, with evidence on an alarm variant
0.2::quake(heavy); 0.4::quake(mild); 0.4::quake(none).
0.1::burglary.
alarm(X) :- quake(X), X \= none.
alarm(b) :- burglary.
0.7::phones(X) :- alarm(X).
evidence(quake(mild), false).
query(alarm(heavy)).
query(alarm(_)).
query(phones(_)).
