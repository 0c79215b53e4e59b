% written for this corpus by a find-only hunt (session 21; gen_g0022)
0.9::p(a).
0.3::q(a).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.6::e(a,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), r(X), dom(Y), path(Y, X), p(X), findall(Z, col(Z, green), Ls), length(Ls, N), N >= 1.
d1(X) :- dom(X), p(X), dom(Y), path(X, Y), path(Y, X).
0.5::d2(X) :- dom(X), col(X, blue).
d3(X) :- dom(X), dom(Y), path(Y, X).
d4(X) :- dom(X), r(X), dom(Y), path(X, Y), \+ p(X).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(a)).
query(d4(a)).
query(path(_, _)).
