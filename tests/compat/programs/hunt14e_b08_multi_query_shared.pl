% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% many queries sharing atoms, some twice, with an evidence on a shared atom
0.2::x. 0.4::y. 0.6::z.
a :- x, y.
a :- z.
b :- a, \+ x.
c :- a ; b.
d :- \+ c.
query(a). query(b). query(c). query(d). query(a).
query(x). query(\+ b).
evidence(y, false).
