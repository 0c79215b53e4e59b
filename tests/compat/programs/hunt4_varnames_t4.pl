p(X, a).
q(_, _).
r(X, f(Y, X)).
query(p(_,_)).
query(q(_,_)).
query(r(_,_)).
query(q(A,A)).
query(r(g(Z),W)).
