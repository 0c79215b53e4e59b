% hunt9: ProbLog names of unbound answer variables with library(record) loaded
:- use_module(library(record)).
f(0).
r(X) :- once(f(_)).
t(X) :- f(_), call(f(_)).
u(X) :- \+ f(2).
query(r(_)).
query(t(_)).
query(u(_)).
