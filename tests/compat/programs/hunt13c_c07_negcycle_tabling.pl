% written for this corpus by a find-only hunt (session 21; c07_negcycle_tabling)
0.5::e(a,b). 0.5::e(b,a). 0.5::e(b,c). 0.5::e(c,a). 0.5::e(c,d).
reach(X,Y) :- e(X,Y).
reach(X,Y) :- e(X,Z), reach(Z,Y).
isolated(X) :- node(X), \+ reach(_, X).
node(a). node(b). node(c). node(d).
cyc(X) :- reach(X, X).
query(reach(a, _)).
query(isolated(_)).
query(cyc(_)).
evidence(reach(d, a), false).
