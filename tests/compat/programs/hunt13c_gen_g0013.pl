% written for this corpus by a find-only hunt (session 21; gen_g0013)
0.5::p(a).
0.5::p(b).
0.5::q(a).
0.9::q(b).
0.5::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.6::e(a,c).
0.6::e(b,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), e(X, Y).
d1(X) :- dom(X), dom(Y), path(X, Y), path(X, Y).
0.8::d2(X) :- dom(X), d1(X), r(X), dom(Y), e(X, Y).
d2(X) :- dom(X), col(X, red).
d3(X) :- dom(X), \+ d1(X), r(X).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(a, blue), false).
query(d0(_)).
query(d1(c)).
query(d2(b)).
query(d3(_)).
query(path(_, _)).
