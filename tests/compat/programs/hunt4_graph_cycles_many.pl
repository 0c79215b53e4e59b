% probabilistic graph with cycles and many queries
0.6::e(a,b). 0.5::e(b,c). 0.4::e(c,a). 0.7::e(c,d). 0.3::e(d,b). 0.8::e(d,e). 0.2::e(e,a).
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
n(a). n(b). n(c). n(d). n(e).
query(path(a, Y)) :- n(Y).
query(path(e, d)).
query(path(d, d)).
