% written for this corpus by a find-only hunt (session 21; gen_g0020)
0.5::p(a).
0.3::p(b).
0.5::p(d).
0.2::q(a).
0.7::q(c).
0.9::q(d).
0.5::r(a).
0.7::r(b).
0.3::r(c).
0.2::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.4::e(a,b).
0.4::e(a,d).
0.6::e(b,a).
0.8::e(b,d).
0.8::e(c,a).
0.4::e(c,b).
0.4::e(c,d).
0.4::e(d,b).
0.8::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.8::d0(X) :- dom(X), r(X), dom(Y), path(X, Y).
d1(X) :- dom(X), \+ r(X), q(X).
0.8::d2(X) :- dom(X), \+ d1(X), findall(Z, q(Z), Ls), length(Ls, N), N < 0.
d2(X) :- dom(X), r(X).
0.5::d3(X) :- dom(X), dom(Y), path(Y, X), d0(X), p(X), findall(Z, e(X, Z), Ls), length(Ls, N), N >= 0.
d3(X) :- dom(X), r(X).
d4(X) :- dom(X), q(X), col(X, blue), \+ p(X).
d4(X) :- dom(X), col(X, blue).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(d4(a)).
query(path(_, _)).
