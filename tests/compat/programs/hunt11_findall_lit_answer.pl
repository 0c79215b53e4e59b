% findall list of one literal as the answer itself, false by evidence (not listed)
0.6::f(1,2).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N).
evidence(f(1,2), false).
query(r2(1, _)).
