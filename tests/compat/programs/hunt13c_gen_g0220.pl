% written for this corpus by a find-only hunt (session 21; gen_g0220)
0.2::p(c).
0.5::p(d).
0.5::q(b).
0.2::q(c).
0.3::q(d).
0.3::r(a).
0.9::r(b).
0.3::r(c).
0.3::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.4::e(a,c).
0.6::e(b,a).
0.8::e(b,d).
0.4::e(d,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(Y, X), e(X, Y).
d1(X) :- dom(X), \+ q(X), d0(X).
d2(X) :- dom(X), q(X), col(X, blue), findall(Z, q(Z), Ls), length(Ls, N), N >= 0.
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(c, green), false).
evidence(path(c, c), false).
query(d0(b)).
query(d1(d)).
query(d2(_)).
query(path(_, _)).
