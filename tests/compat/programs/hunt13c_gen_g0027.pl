% written for this corpus by a find-only hunt (session 21; gen_g0027)
0.7::p(a).
0.3::p(c).
0.9::p(d).
0.7::q(a).
0.5::q(c).
0.3::r(a).
0.3::r(c).
0.2::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.8::e(b,c).
0.4::e(b,d).
0.8::e(c,b).
0.8::e(c,d).
0.6::e(d,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), \+ q(X), \+ r(X), \+ p(X).
d1(X) :- dom(X), dom(Y), path(Y, X), e(X, Y), e(X, Y).
d1(X) :- dom(X), r(X).
d2(X) :- dom(X), p(X), \+ r(X), dom(Y), e(X, Y).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(path(d, a), true).
evidence(d2(a), false).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(path(_, _)).
