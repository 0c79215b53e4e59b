% written for this corpus by a find-only hunt (session 21; gen_g0112)
0.7::p(b).
0.2::p(c).
0.5::q(b).
0.3::q(c).
0.5::r(a).
0.7::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.8::e(a,b).
0.6::e(b,c).
0.6::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ q(X).
d1(X) :- dom(X), \+ p(X).
d2(X) :- dom(X), col(X, blue).
d2(X) :- dom(X), col(X, blue).
0.5::d3(X) :- dom(X), r(X), d1(X).
d4(X) :- dom(X), d1(X).
cnt(N) :- findall(X, d0(X), Ls), length(Ls, N).
query(cnt(_)).
query(d0(_)).
query(d1(c)).
query(d2(_)).
query(d3(_)).
query(d4(_)).
query(path(_, _)).
