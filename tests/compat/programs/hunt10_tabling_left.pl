% hunt10: left-recursive ancestor over probabilistic parent facts
0.9::parent(a, b). 0.8::parent(b, c). 0.7::parent(c, d). 0.6::parent(a, c).
anc(X, Y) :- anc(X, Z), parent(Z, Y).
anc(X, Y) :- parent(X, Y).
query(anc(a, _)).
