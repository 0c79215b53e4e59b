% written for this corpus by a find-only hunt (session 21; gen_g0032)
0.5::p(b).
0.3::q(a).
0.9::q(b).
0.3::r(a).
0.2::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.4::e(a,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), p(X), col(X, red), col(X, red).
d1(X) :- dom(X), p(X), p(X).
d2(X) :- dom(X), r(X), col(X, blue).
d3(X) :- dom(X), col(X, blue).
cnt(N) :- findall(X, d0(X), Ls), length(Ls, N).
query(cnt(_)).
query(d0(b)).
query(d1(_)).
query(d2(a)).
query(d3(_)).
query(path(_, _)).
