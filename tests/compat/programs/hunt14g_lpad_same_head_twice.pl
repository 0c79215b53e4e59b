% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% an annotated disjunction that names the same outcome twice (a cplint port of a die with relabelled faces)
0.2::face(low); 0.3::face(low); 0.5::face(high).
0.1::g(X); 0.2::g(X); 0.3::h(X) :- item(X).
item(i1). item(i2).
query(face(_)).
query(g(_)).
query(h(_)).
