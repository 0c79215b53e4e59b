% written for this corpus by a find-only hunt (session 21; gen_g0225)
0.9::p(b).
0.5::p(d).
0.3::q(b).
0.7::q(c).
0.5::q(d).
0.7::r(a).
0.2::r(b).
0.5::r(c).
0.7::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.8::e(a,d).
0.4::e(b,c).
0.4::e(d,b).
0.4::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.8::d0(X) :- dom(X), col(X, blue).
0.8::d1(X) :- dom(X), p(X).
d2(X) :- dom(X), q(X), findall(Z, p(Z), Ls), length(Ls, N), N =:= 2.
d2(X) :- dom(X), col(X, blue).
0.5::d3(X) :- dom(X), dom(Y), path(X, Y), e(X, Y).
d4(X) :- dom(X), dom(Y), e(X, Y).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d1(X).
tot(S) :- findall(V, pick(_, V), Vs), sum_list(Vs, S).
:- use_module(library(lists)).
query(tot(_)). query(pick(_, _)).
query(d0(c)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(d4(_)).
query(path(_, _)).
