% probability from body variable
p(0.2). 
P::a :- p(P).
w(x, 0.3). w(y, 0.9).
P::b(X) :- w(X, P).
query(a).
query(b(_)).
