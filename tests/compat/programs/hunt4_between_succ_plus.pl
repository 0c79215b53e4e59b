a(X) :- between(1, 4, X), X mod 2 =:= 0.
b(Y) :- succ(3, Y).
b(Y) :- succ(Y, 3).
c(Z) :- plus(2, Z, 7).
c(Z) :- plus(Z, 3, 5).
query(a(X)).
query(b(Y)).
query(c(Z)).
