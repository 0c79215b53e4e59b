% call/N with closures partially applied, in a probabilistic model
0.7::edge(a, b). 0.4::edge(b, c).
rel(R, X, Y) :- call(R, X, Y).
two(X, Z) :- rel(edge, X, Y), call(edge(Y), Z).
c3 :- G = edge(a), call(G, b).
c8 :- call(p7, 1, 2, 3, 4, 5, 6, 7).
p7(A, B, C, D, E, F, G) :- S is A+B+C+D+E+F+G, S =:= 28.
query(two(_, _)). query(c3). query(c8).
