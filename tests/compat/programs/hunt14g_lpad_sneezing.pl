% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% cplint's sneezing example, as a cplint user ports it
0.7::has(flu); 0.3::has(hay_fever_only).
0.7::strong_sneezing(X); 0.2::moderate_sneezing(X) :- flu(X).
0.6::strong_sneezing(X); 0.2::moderate_sneezing(X); 0.1::no_sneezing(X) :- hay_fever(X).
person(bob). person(ann).
0.4::flu(bob). 0.2::flu(ann).
0.5::hay_fever(bob). 0.7::hay_fever(ann).
query(strong_sneezing(_)).
query(moderate_sneezing(_)).
query(no_sneezing(_)).
query(has(_)).
