% :- unknown(fail) with an undefined predicate under negation and inside findall.
:- unknown(fail).
0.3::a.
b :- a, \+ missing(1).
c(L) :- findall(X, missing(X), L).
query(b). query(c(_)).
