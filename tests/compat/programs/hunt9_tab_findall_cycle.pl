% hunt9: tab findall cycle (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.5::e(1,2). 0.5::e(2,1).
r(X,Y) :- e(X,Y).
r(X,Y) :- e(X,Z), r(Z,Y).
n(X, N) :- findall(Y, r(X,Y), L), sort(L, S), length(S, N).
query(n(1,_)).
