% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P81-P82: acyclic paths and cycles with a visited list, unreliable edges
:- use_module(library(lists)).
0.8::e(a, b). 0.7::e(b, c). 0.6::e(c, a). 0.9::e(c, d). 0.5::e(d, b). 0.4::e(b, d).
arc(X, Y) :- e(X, Y).
path(A, B, P) :- path(A, B, [A], Q), reverse(Q, P).
path(A, A, P, P).
path(A, B, V, P) :- arc(A, X), \+ memberchk(X, V), path(X, B, [X|V], P).
cycle(A, P) :- arc(A, B), path(B, A, P1), P = [A|P1].
query(path(a, d, _)).
query(cycle(a, _)).
query(cycle(d, _)).
