add(X, Y, Z) :- Z is X + Y.
twice(G, X, Z) :- call(G, X, Y), call(G, Y, Z).
r(Z) :- twice(add(3), 1, Z).
m(L) :- G = succ, call(G, 4, A), call(G, A, B), L = [A, B].
query(r(Z)).
query(m(L)).
