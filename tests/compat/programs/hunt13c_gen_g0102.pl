% written for this corpus by a find-only hunt (session 21; gen_g0102)
0.7::p(a).
0.9::p(b).
0.7::q(a).
0.9::q(b).
0.9::r(a).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.6::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ r(X), findall(Z, path(X, Z), Ls), length(Ls, N), N =:= 2.
d1(X) :- dom(X), r(X), dom(Y), path(Y, X), \+ q(X), all(Z, e(X, Z), Ls), length(Ls, N), N < 2.
0.5::d2(X) :- dom(X), r(X).
0.8::d3(X) :- dom(X), r(X), dom(Y), e(X, Y).
d4(X) :- dom(X), d2(X), dom(Y), e(X, Y).
d4(X) :- dom(X), q(X).
d5(X) :- dom(X), col(X, red), d0(X).
d5(X) :- dom(X), p(X).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d4(X).
tot(S) :- findall(V, pick(_, V), Vs), sum_list(Vs, S).
:- use_module(library(lists)).
query(tot(_)). query(pick(_, _)).
query(d0(_)).
query(d1(_)).
query(d2(a)).
query(d3(_)).
query(d4(_)).
query(d5(a)).
query(path(_, _)).
