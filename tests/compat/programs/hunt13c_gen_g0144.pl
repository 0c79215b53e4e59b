% written for this corpus by a find-only hunt (session 21; gen_g0144)
0.3::p(a).
0.2::q(b).
0.5::q(c).
0.5::r(a).
0.3::r(b).
0.5::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.8::e(a,c).
0.8::e(b,c).
0.6::e(c,a).
0.4::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), e(X, Y).
d1(X) :- dom(X), \+ r(X), dom(Y), e(X, Y), all(Z, col(Z, green), Ls), length(Ls, N), N >= 0.
d2(X) :- dom(X), p(X), dom(Y), path(Y, X).
d3(X) :- dom(X), r(X), findall(Z, path(X, Z), Ls), length(Ls, N), N =:= 2.
d4(X) :- dom(X), \+ d1(X), dom(Y), e(X, Y), p(X).
d5(X) :- dom(X), d2(X), \+ r(X), dom(Y), path(Y, X), all(Z, path(X, Z), Ls), length(Ls, N), N >= 2.
d5(X) :- dom(X), p(X).
cnt(N) :- findall(X, d3(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d0(X).
tot(S) :- findall(V, pick(_, V), Vs), sum_list(Vs, S).
:- use_module(library(lists)).
query(tot(_)). query(pick(_, _)).
query(d0(_)).
query(d1(c)).
query(d2(_)).
query(d3(a)).
query(d4(_)).
query(d5(_)).
query(path(_, _)).
