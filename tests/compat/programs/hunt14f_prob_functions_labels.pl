% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Probability labels computed with arithmetic functions (exp, sqrt, max, min, abs, **)
exp(-1)::decay.
sqrt(0.25)::half.
max(0.1, 0.3)::mx.
min(0.9, 0.6)::mn.
abs(-0.2)::ab.
0.5**2::sq.
1 - 0.75::comp.
event :- decay, half.
event :- mx, \+ mn.
other :- ab ; sq ; comp.
query(event). query(other). query(decay).
