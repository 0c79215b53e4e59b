% hunt17: a mutant (agreeing with ProbLog) of hunt13c_gen_g0120.pl: query-free clause 33 arg 1; query-bind clause 37 arg 1
0.9::p(a).
0.2::p(b).
0.5::p(c).
0.7::p(d).
0.5::q(b).
0.5::r(a).
0.7::r(b).
0.9::r(c).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.4::e(a,c).
0.6::e(b,a).
0.8::e(b,d).
0.4::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), dom(Y), path(X, Y), \+ col(X, red).
0.8::d1(X) :- dom(X), dom(Y), path(X, Y), \+ col(X, blue).
d1(X) :- dom(X), r(X).
d2(X) :- dom(X), col(X, red), dom(Y), path(X, Y).
d2(X) :- dom(X), col(X, blue).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(path(b, a), true).
evidence(path(c, b), false).
query(d0(d)).
query(d1(d)).
query(d2(d)).
query(path(_, _)).
query(d0(_)).
query(d0(0.2)).
