% written for this corpus by a find-only hunt (session 21; gen_g0148)
0.7::q(b).
0.3::q(c).
0.3::r(a).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.6::e(b,a).
0.4::e(b,c).
0.8::e(c,a).
0.6::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), r(X), col(X, blue).
d1(X) :- dom(X), r(X), dom(Y), path(X, Y).
d2(X) :- dom(X), p(X).
cnt(N) :- findall(X, d1(X), Ls), length(Ls, N).
query(cnt(_)).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(path(_, _)).
