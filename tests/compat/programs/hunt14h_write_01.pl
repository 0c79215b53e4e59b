% a deterministic helper with a trace, called twice with the same argument
double(X, Y) :- writeln(doubling(X)), Y is 2 * X.
a(Y) :- double(3, Y).
b(Z) :- double(3, Y), double(Y, Z).
query(a(_)). query(b(_)).
