% interpreter for arithmetic expressions in an environment
:- use_module(library(lists)).
ev(N, _, N) :- number(N).
ev(V, Env, X) :- atom(V), member(V=X, Env).
ev(A+B, E, X) :- ev(A, E, XA), ev(B, E, XB), X is XA + XB.
ev(A*B, E, X) :- ev(A, E, XA), ev(B, E, XB), X is XA * XB.
ev(let(V, A, B), E, X) :- ev(A, E, XA), ev(B, [V=XA|E], X).
query(ev(let(x, 3, x*x + y), [y=1], _)).
