% written for this corpus by a find-only hunt (session 21; gen_g0224)
0.9::p(b).
0.9::q(b).
0.7::r(a).
0.5::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.6::e(a,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), col(X, blue).
0.8::d1(X) :- dom(X), dom(Y), path(Y, X), d0(X), \+ q(X), findall(Z, e(X, Z), Ls), length(Ls, N), N =:= 1.
d2(X) :- dom(X), q(X), dom(Y), e(X, Y).
d3(X) :- dom(X), col(X, red), dom(Y), e(X, Y), all(Z, path(X, Z), Ls), length(Ls, N), N >= 2.
cnt(N) :- findall(X, d3(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(a, blue), false).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d2(X).
tot(S) :- findall(V, pick(_, V), Vs), sum_list(Vs, S).
:- use_module(library(lists)).
query(tot(_)). query(pick(_, _)).
query(d0(b)).
query(d1(_)).
query(d2(b)).
query(d3(_)).
query(path(_, _)).
