% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Evidence given with an open atom and an evidence list of alternatives
0.3::fault(m1). 0.5::fault(m2). 0.2::fault(m3).
alarm(M) :- fault(M).
0.1::alarm(m2).
evidence(alarm(_)).
query(fault(_)).
