% written for this corpus by a find-only hunt (session 21; gen_g0115)
0.3::p(a).
0.7::p(b).
0.7::q(c).
0.2::r(a).
0.9::r(b).
0.3::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.4::e(a,b).
0.4::e(c,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(Y, X), col(X, red).
d1(X) :- dom(X), \+ col(X, red), dom(Y), path(Y, X), d0(X).
d1(X) :- dom(X), col(X, blue).
0.5::d2(X) :- dom(X), dom(Y), path(Y, X), d1(X), e(X, Y), findall(Z, path(X, Z), Ls), length(Ls, N), N >= 2.
d2(X) :- dom(X), p(X).
d3(X) :- dom(X), \+ d1(X), \+ p(X).
cnt(N) :- findall(X, d3(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(path(c, a), true).
query(d0(c)).
query(d1(a)).
query(d2(_)).
query(d3(_)).
query(path(_, _)).
