% written for this corpus by a find-only hunt (session 21; gen_g0017)
0.7::p(a).
0.9::p(c).
0.3::p(d).
0.2::q(b).
0.9::q(c).
0.2::r(a).
0.9::r(b).
0.5::r(c).
0.9::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.8::e(a,d).
0.8::e(b,a).
0.4::e(b,d).
0.8::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(Y, X), findall(Z, col(Z, green), Ls), length(Ls, N), N > 1.
d1(X) :- dom(X), \+ col(X, red), col(X, red).
d1(X) :- dom(X), r(X).
d2(X) :- dom(X), d1(X).
d2(X) :- dom(X), r(X).
0.5::d3(X) :- dom(X), dom(Y), path(X, Y), q(X).
d3(X) :- dom(X), r(X).
0.5::d4(X) :- dom(X), dom(Y), e(X, Y).
cnt(N) :- findall(X, d3(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(d3(d), true).
evidence(path(a, d), true).
query(d0(d)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(d4(b)).
query(path(_, _)).
