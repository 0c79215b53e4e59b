% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% integer and float arguments are different terms
0.5::level(1). 0.5::level(1.0).
0.3::cap(2). 
high(X) :- level(X), X >= 1.
same(X) :- level(X), cap(Y), X < Y.
query(level(1)).
query(level(1.0)).
query(high(X)).
query(same(X)).
