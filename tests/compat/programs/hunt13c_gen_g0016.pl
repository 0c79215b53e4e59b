% written for this corpus by a find-only hunt (session 21; gen_g0016)
0.7::p(a).
0.2::p(b).
0.7::p(c).
0.5::q(a).
0.7::q(b).
0.9::r(a).
0.5::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.4::e(a,b).
0.6::e(b,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), q(X).
d1(X) :- dom(X), \+ p(X), q(X).
d1(X) :- dom(X), q(X).
d2(X) :- dom(X), col(X, blue), dom(Y), e(X, Y).
d2(X) :- dom(X), col(X, red).
d3(X) :- dom(X), dom(Y), e(X, Y), findall(Z, path(X, Z), Ls), length(Ls, N), N > 1.
evidence(d3(c), false).
query(d0(c)).
query(d1(_)).
query(d2(_)).
query(d3(a)).
query(path(_, _)).
