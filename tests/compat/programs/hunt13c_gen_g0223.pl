% written for this corpus by a find-only hunt (session 21; gen_g0223)
0.5::p(a).
0.9::p(b).
0.3::p(c).
0.3::q(b).
0.3::r(a).
0.7::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.6::e(a,c).
0.8::e(b,a).
0.8::e(c,a).
0.4::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ col(X, red), q(X).
d1(X) :- dom(X), \+ d0(X), dom(Y), path(Y, X).
0.5::d2(X) :- dom(X), dom(Y), e(X, Y), p(X).
d3(X) :- dom(X), r(X).
0.8::d4(X) :- dom(X), p(X).
cnt(N) :- findall(X, d2(X), Ls), length(Ls, N).
query(cnt(_)).
query(d0(_)).
query(d1(_)).
query(d2(c)).
query(d3(a)).
query(d4(_)).
query(path(_, _)).
