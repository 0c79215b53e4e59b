0.5::c(X, red) :- X = a.
0.6::c(b, red).
0.7::c(d, red).
f(F) :- findall(X, c(X, red), [F|_]).
evidence(c(b, red), false).
query(f(_)).
