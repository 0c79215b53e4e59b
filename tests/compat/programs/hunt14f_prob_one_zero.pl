% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Probabilities of 1 and 0 on facts and rule heads, and 1:: in an annotated disjunction
1::sunny.
0::snow.
1.0::wind; 0.0::calm.
0.0::hail :- sunny.
1::picnic :- sunny, \+ snow.
cancel :- hail.
cancel :- snow.
query(picnic). query(cancel). query(wind). query(calm).
