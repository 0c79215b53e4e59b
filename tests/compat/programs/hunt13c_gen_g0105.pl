% written for this corpus by a find-only hunt (session 21; gen_g0105)
0.3::p(a).
0.9::p(c).
0.5::p(d).
0.5::q(b).
0.2::q(c).
0.5::q(d).
0.2::r(b).
0.5::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.6::e(a,b).
0.6::e(b,c).
0.8::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), e(X, Y), path(Y, X), q(X).
d1(X) :- dom(X), d0(X).
d2(X) :- dom(X), p(X), \+ col(X, red), r(X).
0.8::d3(X) :- dom(X), \+ d2(X).
d3(X) :- dom(X), q(X).
d4(X) :- dom(X), dom(Y), path(X, Y), q(X).
d4(X) :- dom(X), col(X, blue).
d5(X) :- dom(X), \+ q(X), \+ p(X).
cnt(N) :- findall(X, d4(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(d, red), true).
evidence(col(c, red), false).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d5(X).
tot(S) :- findall(V, pick(_, V), Vs), sum_list(Vs, S).
:- use_module(library(lists)).
query(tot(_)). query(pick(_, _)).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(d4(b)).
query(d5(a)).
query(path(_, _)).
