% written for this corpus by a find-only hunt (session 21; gen_g0010)
0.2::p(a).
0.5::p(b).
0.2::p(c).
0.5::q(a).
0.2::q(b).
0.5::q(c).
0.2::r(b).
0.2::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.8::e(a,b).
0.4::e(a,c).
0.4::e(b,c).
0.4::e(c,b).
0.4::e(c,d).
0.6::e(d,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), e(X, Y), q(X).
0.5::d1(X) :- dom(X), \+ col(X, red), dom(Y), e(X, Y).
d1(X) :- dom(X), col(X, blue).
0.8::d2(X) :- dom(X), \+ d1(X), q(X).
d3(X) :- dom(X), dom(Y), e(X, Y), \+ col(X, blue).
d3(X) :- dom(X), r(X).
cnt(N) :- findall(X, d1(X), Ls), length(Ls, N).
query(cnt(_)).
evidence(path(a, c), false).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(b)).
query(path(_, _)).
