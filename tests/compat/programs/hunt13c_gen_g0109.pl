% written for this corpus by a find-only hunt (session 21; gen_g0109)
0.2::p(a).
0.3::p(b).
0.2::p(c).
0.9::q(b).
0.5::q(c).
0.7::r(a).
0.5::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.8::e(a,b).
0.4::e(b,c).
0.6::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), r(X).
d1(X) :- dom(X), dom(Y), path(X, Y), p(X), all(Z, e(X, Z), Ls), length(Ls, N), N > 1.
d2(X) :- dom(X), d1(X), q(X), \+ p(X).
d3(X) :- dom(X), p(X).
cnt(N) :- findall(X, d3(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(d3(b), true).
query(d0(_)).
query(d1(b)).
query(d2(_)).
query(d3(a)).
query(path(_, _)).
