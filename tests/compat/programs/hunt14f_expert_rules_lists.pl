% written for this corpus by a find-only hunt (session 23; diagnosis and Bayesian networks)
% A small expert system: rules as data (conditions list => conclusion) evaluated probabilistically
:- use_module(library(lists)).
0.6::fever. 0.3::cough. 0.8::fatigue.
rule(r1, [fever, cough], flu).
rule(r2, [fever, fatigue], infection).
rule(r3, [cough], cold).
holds([]).
holds([C|Cs]) :- call(C), holds(Cs).
concl(R, C) :- rule(R, Conds, C), holds(Conds).
diagnosis(C) :- concl(_, C).
query(concl(_, _)).
query(diagnosis(_)).
