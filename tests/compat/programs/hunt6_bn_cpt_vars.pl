% hunt6 (ProbLog compatibility, 6th hunt): bn cpt vars
person(ann). person(bob). person(cy).
0.1::burglary(P) :- person(P).
0.7::alarm(P); 0.2::silent(P) :- burglary(P).
0.05::alarm(P) :- person(P), \+ burglary(P).
0.9::calls(P, Q) :- alarm(P), person(Q), P \= Q.
evidence(calls(ann, bob)).
evidence(calls(bob, ann), false).
query(burglary(_)). query(alarm(cy)). query(silent(_)).
