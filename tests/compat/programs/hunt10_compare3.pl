% hunt10: compare/3 orders and a max by compare
0.5::x(b). 0.5::x(2). x(f(1)).
c(O, X, Y) :- x(X), x(Y), X \== Y, compare(O, X, Y).
query(c(_, _, _)).
