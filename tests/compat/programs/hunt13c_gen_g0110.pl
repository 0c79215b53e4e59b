% written for this corpus by a find-only hunt (session 21; gen_g0110)
0.2::p(b).
0.7::p(c).
0.3::q(a).
0.9::q(b).
0.3::q(c).
0.9::r(a).
0.3::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
0.8::e(a,c).
0.6::e(b,c).
0.8::e(c,a).
0.6::e(c,b).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), \+ r(X), dom(Y), path(Y, X), findall(Z, p(Z), Ls), length(Ls, N), N =:= 1.
d0(X) :- dom(X), q(X).
d1(X) :- dom(X), col(X, blue), all(Z, q(Z), Ls), length(Ls, N), N > 1.
d1(X) :- dom(X), col(X, blue).
d2(X) :- dom(X), dom(Y), path(X, Y), d0(X).
0.5::d3(X) :- dom(X), p(X), \+ q(X).
d4(X) :- dom(X), p(X), findall(Z, q(Z), Ls), length(Ls, N), N > 2.
0.5::d5(X) :- dom(X), p(X), col(X, red).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(d0(c), true).
evidence(d4(c), false).
query(d0(c)).
query(d1(c)).
query(d2(_)).
query(d3(_)).
query(d4(a)).
query(d5(_)).
query(path(_, _)).
