% written for this corpus by a find-only hunt (session 21; gen_g0014)
0.9::p(a).
0.7::q(a).
0.3::q(b).
0.7::r(a).
0.2::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.4::e(a,b).
0.6::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), dom(Y), path(X, Y), \+ r(X).
d1(X) :- dom(X), dom(Y), path(X, Y).
d2(X) :- dom(X), dom(Y), e(X, Y), q(X), q(X).
d3(X) :- dom(X), dom(Y), e(X, Y), \+ col(X, red), \+ d1(X).
d3(X) :- dom(X), p(X).
d4(X) :- dom(X), \+ col(X, blue), r(X), findall(Z, path(X, Z), Ls), length(Ls, N), N > 1.
evidence(col(a, red), false).
query(d0(a)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(d4(_)).
query(path(_, _)).
