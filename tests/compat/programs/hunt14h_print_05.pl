% printing unbound variables
v :- write(f(X, Y, X)), nl, writeln([A|B]), writeln(g(_)).
query(v).
