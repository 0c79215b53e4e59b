% written for this corpus by a find-only hunt (session 21; gen_g0132)
0.3::p(a).
0.9::q(a).
0.2::q(b).
0.2::q(c).
0.9::r(a).
0.2::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), q(X).
d1(X) :- dom(X), q(X), r(X), \+ col(X, blue).
d2(X) :- dom(X), q(X).
d3(X) :- dom(X), dom(Y), path(X, Y), all(Z, path(X, Z), Ls), length(Ls, N), N > 1.
d3(X) :- dom(X), q(X).
0.5::d4(X) :- dom(X), r(X).
evidence(d3(c), true).
evidence(col(b, green), true).
query(d0(a)).
query(d1(a)).
query(d2(_)).
query(d3(_)).
query(d4(c)).
query(path(_, _)).
