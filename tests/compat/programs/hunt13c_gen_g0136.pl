% written for this corpus by a find-only hunt (session 21; gen_g0136)
0.3::p(a).
0.5::p(b).
0.5::p(c).
0.2::p(d).
0.3::q(a).
0.5::q(c).
0.7::r(a).
0.2::r(b).
0.3::r(c).
0.7::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.8::e(b,a).
0.6::e(c,b).
0.4::e(c,d).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(Y, X), p(X), \+ col(X, red).
d1(X) :- dom(X), \+ d0(X).
d1(X) :- dom(X), r(X).
d2(X) :- dom(X), dom(Y), path(Y, X).
d2(X) :- dom(X), col(X, red).
d3(X) :- dom(X), \+ col(X, red), dom(Y), path(Y, X).
d3(X) :- dom(X), p(X).
0.8::d4(X) :- dom(X), dom(Y), e(X, Y), path(Y, X).
evidence(col(d, blue), false).
query(d0(d)).
query(d1(c)).
query(d2(_)).
query(d3(d)).
query(d4(c)).
query(path(_, _)).
