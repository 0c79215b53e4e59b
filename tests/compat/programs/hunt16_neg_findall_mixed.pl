0.5::c(X, red) :- X = a.
0.6::c(b, red).
notb :- \+ findall(X, c(X, red), [b|_]).
query(notb).
