% written for this corpus by a find-only hunt (session 21; gen_g0008)
0.2::p(a).
0.3::p(b).
0.5::q(a).
0.2::r(a).
0.2::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.6::e(a,b).
0.4::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), e(X, Y), findall(Z, col(Z, green), Ls), length(Ls, N), N =:= 1.
d1(X) :- dom(X), \+ col(X, blue).
d2(X) :- dom(X), p(X).
d3(X) :- dom(X), d1(X).
d3(X) :- dom(X), q(X).
d4(X) :- dom(X), d1(X).
d5(X) :- dom(X), \+ r(X), \+ d1(X).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(a)).
query(d4(_)).
query(d5(b)).
query(path(_, _)).
