% written for this corpus by a find-only hunt (session 21; gen_g0133)
0.7::p(a).
0.9::q(a).
0.3::q(b).
0.7::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.6::e(a,b).
0.6::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ r(X).
0.8::d1(X) :- dom(X), col(X, blue), q(X), all(Z, e(X, Z), Ls), length(Ls, N), N < 0.
d2(X) :- dom(X), col(X, blue), d0(X), p(X).
d3(X) :- dom(X), \+ col(X, blue), dom(Y), path(Y, X).
0.5::d4(X) :- dom(X), col(X, red).
d4(X) :- dom(X), p(X).
0.8::d5(X) :- dom(X), q(X), \+ col(X, red), dom(Y), path(X, Y).
cnt(N) :- findall(X, d5(X), Ls), length(Ls, N).
query(cnt(_)).
evidence(col(c, green), true).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d1(X).
tot(S) :- findall(V, pick(_, V), Vs), sum_list(Vs, S).
:- use_module(library(lists)).
query(tot(_)). query(pick(_, _)).
query(d0(b)).
query(d1(_)).
query(d2(c)).
query(d3(b)).
query(d4(_)).
query(d5(_)).
query(path(_, _)).
