% call/N with extra arguments and partial closures
add(X, Y, Z) :- Z is X + Y.
twice(G, X, Z) :- call(G, X, Y), call(G, Y, Z).
0.5::ok(3).
r(Z) :- twice(add(1), 1, Z), ok(Z).
s(L) :- G = add(10), call(G, 5, A), call(add, A, 1, B), L = [A, B].
query(r(_)). query(s(_)).
