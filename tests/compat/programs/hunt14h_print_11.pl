% answers with unbound variables in several positions
p(X, Y, X) :- Y = f(_).
q([_, a | _]).
r(g(A, B), A, B).
s(X) :- X = "text".
query(p(_, _, _)).
query(q(_)).
query(r(_, _, _)).
query(s(_)).
