% written for this corpus by a find-only hunt (session 21; gen_g0107)
0.2::p(a).
0.7::p(b).
0.9::q(b).
0.9::r(b).
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
d0(X) :- dom(X), \+ col(X, red).
d0(X) :- dom(X), r(X).
0.8::d1(X) :- dom(X), q(X), findall(Z, q(Z), Ls), length(Ls, N), N =:= 1.
0.8::d2(X) :- dom(X), q(X).
d3(X) :- dom(X), dom(Y), path(Y, X).
d3(X) :- dom(X), q(X).
d4(X) :- dom(X), \+ d1(X).
d4(X) :- dom(X), q(X).
evidence(col(b, blue), true).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(b)).
query(d4(_)).
query(path(_, _)).
