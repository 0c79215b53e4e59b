% written for this corpus by a find-only hunt (session 21; gen_g0204)
0.2::p(c).
0.7::q(a).
0.9::q(b).
0.2::q(c).
0.3::r(a).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.4::e(a,c).
0.4::e(b,a).
0.6::e(b,c).
0.4::e(c,a).
0.8::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), dom(Y), path(Y, X).
d1(X) :- dom(X), dom(Y), e(X, Y), \+ d0(X).
d2(X) :- dom(X), p(X), d0(X), all(Z, path(X, Z), Ls), length(Ls, N), N =:= 1.
d3(X) :- dom(X), dom(Y), path(Y, X), p(X), \+ col(X, blue), findall(Z, path(X, Z), Ls), length(Ls, N), N =:= 2.
d3(X) :- dom(X), col(X, blue).
d4(X) :- dom(X), d3(X), d0(X), dom(Y), path(X, Y).
d4(X) :- dom(X), r(X).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(d1(a), false).
query(d0(_)).
query(d1(_)).
query(d2(b)).
query(d3(_)).
query(d4(b)).
query(path(_, _)).
