% written for this corpus by a find-only hunt (session 21; gen_g0004)
0.2::p(a).
0.3::p(b).
0.2::q(a).
0.7::q(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.8::e(a,b).
0.4::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), col(X, red), p(X).
d0(X) :- dom(X), r(X).
0.8::d1(X) :- dom(X), dom(Y), path(X, Y), path(X, Y).
d1(X) :- dom(X), col(X, blue).
d2(X) :- dom(X), p(X), d1(X).
d2(X) :- dom(X), col(X, red).
query(d0(_)).
query(d1(_)).
query(d2(a)).
query(path(_, _)).
