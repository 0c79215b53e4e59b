% written for this corpus by a find-only hunt (session 21; gen_g0121)
0.2::p(a).
0.5::p(b).
0.9::q(a).
0.7::q(b).
0.2::r(a).
0.9::r(b).
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
d0(X) :- dom(X), \+ col(X, red), r(X), findall(Z, e(X, Z), Ls), length(Ls, N), N =:= 0.
d0(X) :- dom(X), p(X).
d1(X) :- dom(X), dom(Y), path(X, Y).
0.5::d2(X) :- dom(X), r(X), p(X), dom(Y), path(Y, X).
d2(X) :- dom(X), col(X, red).
0.5::d3(X) :- dom(X), dom(Y), e(X, Y).
d3(X) :- dom(X), q(X).
0.8::d4(X) :- dom(X), col(X, red), p(X), dom(Y), path(X, Y).
evidence(col(b, green), false).
query(d0(a)).
query(d1(b)).
query(d2(a)).
query(d3(a)).
query(d4(_)).
query(path(_, _)).
