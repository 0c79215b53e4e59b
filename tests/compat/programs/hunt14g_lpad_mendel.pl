% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% cplint's Mendel pea colour genetics
mother(m, s). father(f, s).
mother(m2, s2). father(s, s2).
cg(m, 1, p). cg(m, 2, w).
cg(f, 1, w). cg(f, 2, p).
cg(m2, 1, w). cg(m2, 2, w).
0.5::cg(X, 1, A); 0.5::cg(X, 1, B) :- mother(Y, X), cg(Y, 1, A), cg(Y, 2, B).
0.5::cg(X, 2, A); 0.5::cg(X, 2, B) :- father(Y, X), cg(Y, 1, A), cg(Y, 2, B).
color(X, purple) :- cg(X, _, p).
color(X, white) :- cg(X, 1, w), cg(X, 2, w).
query(color(s, _)).
query(color(s2, _)).
query(cg(s2, _, _)).
