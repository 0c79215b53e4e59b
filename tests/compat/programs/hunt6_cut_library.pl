% hunt6 (ProbLog compatibility, 6th hunt): cut library
:- use_module(library(cut)).
:- use_module(library(cut)).
0.5::ok(a). 0.5::ok(b).
choose(1, X) :- ok(a), X = a.
choose(2, X) :- ok(b), X = b.
choose(3, none).
c(X) :- cut(choose(X)).
d :- \+ c(none).
query(d). query(c(_)).
