% written for this corpus by a find-only hunt (session 21; gen_g0006)
0.7::p(b).
0.5::p(c).
0.2::p(d).
0.3::q(c).
0.5::q(d).
0.9::r(b).
0.3::r(c).
0.9::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.6::e(b,c).
0.4::e(b,d).
0.6::e(c,a).
0.4::e(c,d).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), col(X, red).
d1(X) :- dom(X), d0(X).
d2(X) :- dom(X), dom(Y), path(X, Y).
d2(X) :- dom(X), col(X, blue).
query(d0(c)).
query(d1(_)).
query(d2(_)).
query(path(_, _)).
