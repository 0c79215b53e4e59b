% probabilistic meta-interpreter with clause/2 over rules and probabilistic facts, evidence
:- use_module(library(lists)).
prove(true).
prove((A, B)) :- prove(A), prove(B).
prove(\+ A) :- \+ prove(A).
prove(H) :- H \= true, H \= (_, _), H \= (\+ _), clause(H, B), prove(B).
0.1::burglary. 0.2::earthquake.
alarm :- burglary.
alarm :- earthquake, \+ burglary.
calls :- alarm.
evidence(calls).
query(prove(burglary)).
query(burglary).
