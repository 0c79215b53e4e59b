% written for this corpus by a find-only hunt (session 21; gen_g0033)
0.5::p(a).
0.9::p(c).
0.9::q(a).
0.9::q(c).
0.7::q(d).
0.7::r(b).
0.9::r(c).
0.3::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.6::e(b,c).
0.4::e(c,b).
0.6::e(c,d).
0.6::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), col(X, blue), path(X, Y).
d0(X) :- dom(X), p(X).
d1(X) :- dom(X), dom(Y), path(X, Y).
d1(X) :- dom(X), q(X).
0.5::d2(X) :- dom(X), q(X), findall(Z, e(X, Z), Ls), length(Ls, N), N >= 1.
cnt(N) :- findall(X, d2(X), Ls), length(Ls, N).
query(cnt(_)).
evidence(d1(a), true).
query(d0(b)).
query(d1(_)).
query(d2(_)).
query(path(_, _)).
