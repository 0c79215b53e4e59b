% hunt6 (ProbLog compatibility, 6th hunt): univ closures
:- use_module(library(apply)).
add(N, X, Y) :- Y is X + N.
mk(G, N) :- G =.. [add, N].
r(L) :- mk(G, 10), maplist(G, [1,2,3], L).
s(Y) :- G =.. [add, 5, 1], call(G, Y).
t(F, A) :- functor(foo(a, b, c), F, A).
u(X) :- arg(2, foo(a, b, c), X).
query(r(_)). query(s(_)). query(t(_,_)). query(u(_)).
