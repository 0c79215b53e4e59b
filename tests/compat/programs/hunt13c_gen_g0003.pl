% written for this corpus by a find-only hunt (session 21; gen_g0003)
0.5::p(a).
0.9::p(b).
0.9::q(a).
0.3::q(b).
0.9::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.8::e(a,b).
0.8::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ r(X), r(X).
d1(X) :- dom(X), r(X).
d1(X) :- dom(X), r(X).
d2(X) :- dom(X), d1(X), dom(Y), path(Y, X).
0.8::d3(X) :- dom(X), r(X), \+ q(X).
d4(X) :- dom(X), dom(Y), path(Y, X), path(Y, X).
d4(X) :- dom(X), r(X).
d5(X) :- dom(X), p(X), d1(X), r(X).
cnt(N) :- findall(X, d5(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(d0(b), false).
evidence(col(a, blue), false).
query(d0(b)).
query(d1(_)).
query(d2(b)).
query(d3(_)).
query(d4(_)).
query(d5(_)).
query(path(_, _)).
