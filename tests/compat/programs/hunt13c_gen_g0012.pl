% written for this corpus by a find-only hunt (session 21; gen_g0012)
0.9::p(a).
0.5::p(b).
0.7::p(c).
0.2::q(a).
0.9::q(b).
0.3::q(c).
0.5::r(a).
0.7::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.4::e(a,c).
0.8::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.8::d0(X) :- dom(X), p(X).
d1(X) :- dom(X), dom(Y), path(Y, X).
d2(X) :- dom(X), p(X), d0(X), dom(Y), path(Y, X).
query(d0(c)).
query(d1(_)).
query(d2(c)).
query(path(_, _)).
