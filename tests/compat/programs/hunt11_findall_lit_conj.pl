% findall list of one literal inside a conjunction, the literal false by evidence (listed with 0)
0.6::f(1,2).
0.3::g(1).
r2(X, L) :- findall(Y, f(X, Y), L), g(X).
evidence(f(1,2), false).
query(r2(1, _)).
