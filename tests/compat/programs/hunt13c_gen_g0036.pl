% written for this corpus by a find-only hunt (session 21; gen_g0036)
0.3::p(a).
0.5::q(c).
0.2::r(a).
0.7::r(b).
0.9::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.6::e(a,b).
0.6::e(b,a).
0.4::e(c,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ col(X, blue), dom(Y), path(X, Y), \+ r(X).
d1(X) :- dom(X), dom(Y), path(Y, X).
d2(X) :- dom(X), col(X, blue), col(X, red), dom(Y), e(X, Y).
d2(X) :- dom(X), q(X).
d3(X) :- dom(X), col(X, red), \+ r(X).
evidence(d0(a), false).
query(d0(a)).
query(d1(_)).
query(d2(_)).
query(d3(b)).
query(path(_, _)).
