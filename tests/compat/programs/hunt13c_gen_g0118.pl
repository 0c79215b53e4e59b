% written for this corpus by a find-only hunt (session 21; gen_g0118)
0.7::p(a).
0.7::p(b).
0.3::p(c).
0.3::p(d).
0.9::q(a).
0.9::q(c).
0.9::q(d).
0.9::r(a).
0.2::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.4::e(a,b).
0.6::e(b,d).
0.4::e(c,b).
0.6::e(c,d).
0.6::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ p(X), r(X).
d0(X) :- dom(X), q(X).
d1(X) :- dom(X), \+ col(X, blue).
d2(X) :- dom(X), q(X), d1(X), d0(X).
d2(X) :- dom(X), q(X).
query(d0(a)).
query(d1(b)).
query(d2(_)).
query(path(_, _)).
