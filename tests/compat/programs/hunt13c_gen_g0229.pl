% written for this corpus by a find-only hunt (session 21; gen_g0229)
0.9::p(a).
0.7::p(b).
0.9::q(a).
0.7::q(b).
0.3::q(c).
0.3::r(b).
0.3::r(d).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.6::e(a,d).
0.4::e(c,a).
0.6::e(c,b).
0.8::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.8::d0(X) :- dom(X), \+ p(X), dom(Y), path(X, Y).
0.8::d1(X) :- dom(X), dom(Y), path(Y, X), \+ col(X, blue).
d2(X) :- dom(X), q(X), r(X), col(X, blue).
d3(X) :- dom(X), \+ r(X).
d3(X) :- dom(X), p(X).
0.5::d4(X) :- dom(X), dom(Y), path(Y, X), \+ q(X).
0.8::d5(X) :- dom(X), d3(X), r(X).
d5(X) :- dom(X), col(X, red).
query(d0(a)).
query(d1(_)).
query(d2(d)).
query(d3(a)).
query(d4(_)).
query(d5(_)).
query(path(_, _)).
