% hunt9: library(assert) loaded (no assert call in the query): unbound answer variables keep ProbLog's names
:- use_module(library(assert)).
0.4::p(1).
f(0).
r(X) :- once(f(_)).
t(X) :- f(_), call(f(_)).
:- assertz(f(3)).
query(r(_)).
query(t(_)).
query(f(_)).
