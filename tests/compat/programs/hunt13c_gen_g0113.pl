% written for this corpus by a find-only hunt (session 21; gen_g0113)
0.7::p(a).
0.9::p(b).
0.2::q(a).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.6::e(a,b).
0.6::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), e(X, Y).
d1(X) :- dom(X), col(X, red).
d1(X) :- dom(X), col(X, red).
0.5::d2(X) :- dom(X), col(X, blue), col(X, red), p(X), all(Z, path(X, Z), Ls), length(Ls, N), N < 0.
d3(X) :- dom(X), \+ d0(X).
d3(X) :- dom(X), r(X).
d4(X) :- dom(X), d1(X), \+ col(X, blue), d3(X).
d5(X) :- dom(X), \+ d1(X).
evidence(path(a, a), false).
evidence(path(a, b), true).
query(d0(_)).
query(d1(_)).
query(d2(b)).
query(d3(_)).
query(d4(_)).
query(d5(b)).
query(path(_, _)).
