% hunt6 (ProbLog compatibility, 6th hunt): eq neq
0.5::c(a). 0.5::c(b).
x(1) :- c(X), X \= b.
x(2) :- c(X), X == a.
x(3) :- c(X), \+ X = a.
x(4) :- f(Y) \= g(Y).
x(5) :- f(Y) \== f(Z), Y = Z.
x(6) :- 1 =:= 1.0.
x(7) :- 1 == 1.0.
x(8) :- 1 =\= 2.
query(x(_)).
