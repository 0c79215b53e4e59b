p(f(X), X).
p(g(Y, Z), [Y, Z, Y]).
query(p(_, _)).
query(p(f(_), _)).
