% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% cplint's epidemic / pandemic
0.6::epidemic; 0.3::pandemic :- flu(_), cold.
0.7::cold.
flu(david). flu(robert).
0.4::flu(mary).
query(epidemic).
query(pandemic).
0.2::sick(X); 0.5::tired(X) :- flu(X), epidemic.
query(sick(_)).
query(tired(mary)).
