% written for this corpus by a find-only hunt (session 21; gen_g0002)
0.7::p(a).
0.7::q(b).
0.5::r(a).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), e(X, Y), p(X).
d1(X) :- dom(X), \+ d0(X), \+ r(X), findall(Z, col(Z, green), Ls), length(Ls, N), N < 0.
d2(X) :- dom(X), \+ d0(X), dom(Y), e(X, Y), d0(X).
d3(X) :- dom(X), r(X), dom(Y), path(Y, X).
d4(X) :- dom(X), d0(X), dom(Y), path(X, Y).
d5(X) :- dom(X), d0(X), dom(Y), e(X, Y), path(X, Y).
evidence(d5(a), false).
query(d0(a)).
query(d1(_)).
query(d2(b)).
query(d3(_)).
query(d4(a)).
query(d5(a)).
query(path(_, _)).
