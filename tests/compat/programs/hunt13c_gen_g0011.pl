% written for this corpus by a find-only hunt (session 21; gen_g0011)
0.9::q(a).
0.9::q(b).
0.9::q(c).
0.7::r(b).
0.9::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.6::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), p(X), \+ q(X), col(X, red).
d1(X) :- dom(X), col(X, red), col(X, blue), q(X).
0.5::d2(X) :- dom(X), col(X, blue).
0.5::d3(X) :- dom(X), dom(Y), path(Y, X).
cnt(N) :- findall(X, d1(X), Ls), length(Ls, N).
query(cnt(_)).
query(d0(_)).
query(d1(b)).
query(d2(_)).
query(d3(_)).
query(path(_, _)).
