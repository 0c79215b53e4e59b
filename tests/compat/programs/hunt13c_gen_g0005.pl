% written for this corpus by a find-only hunt (session 21; gen_g0005)
0.7::p(a).
0.2::q(b).
0.3::q(d).
0.2::r(b).
0.3::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.4::e(a,c).
0.4::e(a,d).
0.4::e(b,d).
0.8::e(c,a).
0.4::e(c,b).
0.4::e(c,d).
0.4::e(d,a).
0.4::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.8::d0(X) :- dom(X), col(X, red), \+ col(X, red).
d0(X) :- dom(X), r(X).
d1(X) :- dom(X), r(X), \+ col(X, blue).
d1(X) :- dom(X), r(X).
d2(X) :- dom(X), col(X, blue).
d2(X) :- dom(X), col(X, red).
d3(X) :- dom(X), \+ r(X), p(X), dom(Y), path(X, Y), findall(Z, e(X, Z), Ls), length(Ls, N), N >= 1.
d3(X) :- dom(X), p(X).
d4(X) :- dom(X), r(X), \+ col(X, red), col(X, red).
query(d0(_)).
query(d1(c)).
query(d2(a)).
query(d3(_)).
query(d4(b)).
query(path(_, _)).
