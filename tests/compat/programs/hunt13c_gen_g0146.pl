% written for this corpus by a find-only hunt (session 21; gen_g0146)
0.7::p(a).
0.9::q(a).
0.3::q(b).
0.3::r(a).
0.2::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.8::e(a,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), col(X, blue), findall(Z, p(Z), Ls), length(Ls, N), N =:= 0.
d0(X) :- dom(X), col(X, red).
d1(X) :- dom(X), col(X, red), dom(Y), path(Y, X).
0.5::d2(X) :- dom(X), dom(Y), e(X, Y), r(X).
d2(X) :- dom(X), r(X).
0.8::d3(X) :- dom(X), dom(Y), path(X, Y), d1(X).
d4(X) :- dom(X), \+ q(X).
d5(X) :- dom(X), d4(X), d1(X), \+ q(X).
cnt(N) :- findall(X, d3(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(col(a, green), false).
query(d0(a)).
query(d1(_)).
query(d2(b)).
query(d3(a)).
query(d4(_)).
query(d5(b)).
query(path(_, _)).
