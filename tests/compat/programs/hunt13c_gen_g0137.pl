% written for this corpus by a find-only hunt (session 21; gen_g0137)
0.7::p(a).
0.7::q(a).
0.2::q(b).
0.2::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), p(X).
0.8::d1(X) :- dom(X), col(X, red), dom(Y), path(Y, X).
d2(X) :- dom(X), dom(Y), path(X, Y), \+ q(X), d1(X).
d3(X) :- dom(X), \+ p(X), \+ d1(X).
d3(X) :- dom(X), q(X).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(b, red), false).
evidence(col(a, green), true).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d2(X).
tot(S) :- findall(V, pick(_, V), Vs), sum_list(Vs, S).
:- use_module(library(lists)).
query(tot(_)). query(pick(_, _)).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(path(_, _)).
