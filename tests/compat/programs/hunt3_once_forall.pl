:- use_module(library(lists)).
0.5::p(1). 0.5::p(2).
a(X) :- once(member(X, [c, b, a])).
b :- forall(member(X, [1, 2, 3]), X > 0).
c :- forall(member(X, [1, -2, 3]), X > 0).
d :- forall(member(X, [1, 2]), p(X)).
e(X) :- once(p(X)).
f :- forall(p(X), X < 2).
query(a(_)). query(b). query(c). query(d). query(e(_)). query(f).
