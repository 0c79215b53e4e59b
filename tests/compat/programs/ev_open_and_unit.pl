% a false AND with all but one conjunct true decides the last one (unit propagation)
0.4::a(1). 0.5::a(2). 0.3::a(3).
y :- a(1), a(2).
y :- \+a(1), \+a(2).
evidence(y, false).
u :- a(1), a(3).
evidence(u, true).
q(X) :- a(X).
query(q(X)).
query(a(X)).
