% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Rare component faults written with scientific-notation probabilities
5.0e-2::fault(pump).
1e-1::fault(valve).
2.5E-2::fault(sensor).
0.5e-1::fault(cable).

alarm :- fault(pump).
alarm :- fault(valve), fault(sensor).
alarm :- fault(cable).
1.0::flood :- fault(pump), fault(valve).

query(alarm).
query(flood).
query(fault(_)).
evidence(alarm).
