% written for this corpus by a find-only hunt (session 21; gen_g0019)
0.9::p(a).
0.5::p(b).
0.9::p(c).
0.5::p(d).
0.3::q(a).
0.7::q(b).
0.9::r(c).
0.3::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.6::e(a,c).
0.8::e(a,d).
0.4::e(b,a).
0.4::e(b,c).
0.6::e(c,a).
0.6::e(c,b).
0.8::e(d,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), q(X), dom(Y), path(Y, X), r(X), findall(Z, e(X, Z), Ls), length(Ls, N), N > 1.
0.5::d1(X) :- dom(X), dom(Y), e(X, Y), e(X, Y), d0(X).
d2(X) :- dom(X), q(X), col(X, blue).
d2(X) :- dom(X), q(X).
d3(X) :- dom(X), dom(Y), e(X, Y), d2(X), findall(Z, col(Z, green), Ls), length(Ls, N), N =:= 0.
cnt(N) :- findall(X, d0(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(b, red), true).
evidence(path(a, c), true).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(b)).
query(path(_, _)).
