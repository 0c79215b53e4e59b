% written for this corpus by a find-only hunt (session 21; gen_g0202)
0.2::p(a).
0.2::p(c).
0.2::q(b).
0.9::q(c).
0.5::r(a).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.6::e(a,c).
0.4::e(b,a).
0.8::e(b,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), col(X, red), dom(Y), e(X, Y).
0.5::d1(X) :- dom(X), p(X), findall(Z, q(Z), Ls), length(Ls, N), N > 1.
0.8::d2(X) :- dom(X), col(X, red), col(X, blue).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(b, red), true).
query(d0(a)).
query(d1(c)).
query(d2(_)).
query(path(_, _)).
