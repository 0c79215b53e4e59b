% written for this corpus by a find-only hunt (session 21; gen_g0140)
0.3::p(a).
0.3::p(b).
0.5::q(a).
0.5::q(b).
0.2::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.4::e(a,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), col(X, red), dom(Y), path(Y, X), \+ col(X, blue).
d1(X) :- dom(X), dom(Y), e(X, Y), \+ r(X).
d2(X) :- dom(X), d0(X), dom(Y), e(X, Y), path(X, Y), all(Z, p(Z), Ls), length(Ls, N), N >= 1.
d2(X) :- dom(X), q(X).
d3(X) :- dom(X), d0(X), dom(Y), e(X, Y).
evidence(path(b, a), false).
query(d0(a)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(path(_, _)).
