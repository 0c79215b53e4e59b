% hunt10: evidence on a negated derived atom and queries on the parts
0.4::x. 0.5::y. 0.6::z.
u :- x, y.
u :- z.
evidence(\+ u).
query(x). query(y). query(z). query(\+ x).
