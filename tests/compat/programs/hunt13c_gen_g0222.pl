% written for this corpus by a find-only hunt (session 21; gen_g0222)
0.7::p(a).
0.2::p(b).
0.2::q(a).
0.3::q(b).
0.2::r(a).
0.2::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.8::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), e(X, Y), col(X, red), all(Z, e(X, Z), Ls), length(Ls, N), N > 0.
d1(X) :- dom(X), \+ q(X), \+ r(X).
d2(X) :- dom(X), col(X, red), r(X).
d3(X) :- dom(X), \+ d0(X), col(X, red), \+ col(X, blue), findall(Z, col(Z, green), Ls), length(Ls, N), N =:= 1.
cnt(N) :- findall(X, d2(X), Ls), length(Ls, N).
query(cnt(_)).
evidence(col(b, red), true).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(path(_, _)).
