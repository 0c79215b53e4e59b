% written for this corpus by a find-only hunt (session 21; gen_g0007)
0.3::p(b).
0.9::p(c).
0.9::q(a).
0.9::q(b).
0.3::q(c).
0.3::r(a).
0.9::r(b).
0.9::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.4::e(a,b).
0.8::e(b,c).
0.4::e(c,a).
0.4::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), r(X), col(X, blue).
d1(X) :- dom(X), q(X), col(X, red), d0(X).
d2(X) :- dom(X), col(X, red), \+ col(X, red).
d3(X) :- dom(X), col(X, blue), \+ q(X).
d3(X) :- dom(X), col(X, red).
d4(X) :- dom(X), p(X), q(X).
evidence(path(b, a), false).
evidence(d0(b), false).
query(d0(a)).
query(d1(b)).
query(d2(_)).
query(d3(a)).
query(d4(_)).
query(path(_, _)).
