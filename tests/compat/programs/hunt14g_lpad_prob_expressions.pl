% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% probabilities written as arithmetic expressions, as ported from cplint's a:1/3 notation
(1/3)::c; (2/3)::d.
0.5*0.4::a.
1-0.3::b.
1/4::side(1); 1/4::side(2); 1/2::side(3).
x :- a, \+ b.
query(a). query(b). query(c). query(d). query(x). query(side(_)).
