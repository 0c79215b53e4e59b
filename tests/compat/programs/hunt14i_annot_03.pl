% computed probability expression with body variable
w(x, 3). w(y, 1).
P/4::b(X) :- w(X, P).
query(b(_)).
