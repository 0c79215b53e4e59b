% written for this corpus by a find-only hunt (session 21; gen_g0025)
0.7::p(c).
0.3::q(a).
0.9::r(a).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.8::e(b,a).
0.4::e(b,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.8::d0(X) :- dom(X), q(X), dom(Y), path(X, Y), col(X, red).
d1(X) :- dom(X), r(X), p(X), q(X).
d2(X) :- dom(X), dom(Y), e(X, Y), e(X, Y).
d2(X) :- dom(X), col(X, red).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(d1(c), false).
query(d0(c)).
query(d1(a)).
query(d2(b)).
query(path(_, _)).
