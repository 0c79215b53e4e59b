% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% ADs whose heads become the same atom once grounded (a cplint port with shared variables)
dom(1). dom(2).
pair(a, a). pair(a, b).
0.3::h(1); 0.3::h(X) :- dom(X).
0.4::p(X, Y); 0.4::p(Y, X) :- pair(X, Y).
query(h(_)).
query(p(_, _)).
