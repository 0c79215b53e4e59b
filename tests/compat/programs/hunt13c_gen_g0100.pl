% written for this corpus by a find-only hunt (session 21; gen_g0100)
0.5::p(a).
0.3::q(b).
0.3::r(a).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.8::e(a,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.8::d0(X) :- dom(X), col(X, red).
d1(X) :- dom(X), col(X, red), dom(Y), e(X, Y).
d1(X) :- dom(X), p(X).
d2(X) :- dom(X), p(X), findall(Z, q(Z), Ls), length(Ls, N), N < 0.
d2(X) :- dom(X), col(X, red).
d3(X) :- dom(X), dom(Y), path(Y, X), d0(X), p(X).
cnt(N) :- findall(X, d2(X), Ls), length(Ls, N).
query(cnt(_)).
evidence(col(a, red), false).
query(d0(b)).
query(d1(_)).
query(d2(b)).
query(d3(_)).
query(path(_, _)).
