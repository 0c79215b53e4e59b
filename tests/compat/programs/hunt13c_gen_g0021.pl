% written for this corpus by a find-only hunt (session 21; gen_g0021)
0.2::p(a).
0.2::p(b).
0.9::r(a).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.4::e(a,b).
0.8::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), r(X).
d1(X) :- dom(X), dom(Y), path(Y, X), p(X), d0(X), findall(Z, col(Z, green), Ls), length(Ls, N), N > 0.
d1(X) :- dom(X), p(X).
0.5::d2(X) :- dom(X), r(X), dom(Y), path(X, Y), findall(Z, p(Z), Ls), length(Ls, N), N =:= 0.
d2(X) :- dom(X), col(X, blue).
d3(X) :- dom(X), \+ q(X), dom(Y), e(X, Y), path(Y, X).
0.5::d4(X) :- dom(X), dom(Y), e(X, Y), path(X, Y).
d4(X) :- dom(X), col(X, red).
d5(X) :- dom(X), dom(Y), e(X, Y).
cnt(N) :- findall(X, d4(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(path(b, a), true).
evidence(col(a, green), false).
query(d0(_)).
query(d1(_)).
query(d2(a)).
query(d3(_)).
query(d4(_)).
query(d5(_)).
query(path(_, _)).
