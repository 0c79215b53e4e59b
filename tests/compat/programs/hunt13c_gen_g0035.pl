% written for this corpus by a find-only hunt (session 21; gen_g0035)
0.5::p(a).
0.7::p(d).
0.9::q(a).
0.7::q(d).
0.3::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.8::e(a,c).
0.8::e(a,d).
0.8::e(b,a).
0.4::e(b,c).
0.6::e(b,d).
0.6::e(c,a).
0.4::e(c,b).
0.6::e(c,d).
0.4::e(d,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), e(X, Y), e(X, Y), path(Y, X).
d1(X) :- dom(X), p(X), q(X), d0(X), findall(Z, e(X, Z), Ls), length(Ls, N), N < 1.
d1(X) :- dom(X), col(X, blue).
0.8::d2(X) :- dom(X), \+ col(X, red), d1(X), p(X), findall(Z, p(Z), Ls), length(Ls, N), N < 0.
0.8::d3(X) :- dom(X), d2(X).
evidence(col(d, green), true).
evidence(col(d, blue), false).
query(d0(b)).
query(d1(a)).
query(d2(_)).
query(d3(c)).
query(path(_, _)).
