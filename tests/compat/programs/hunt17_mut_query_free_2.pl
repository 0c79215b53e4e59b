% hunt17: a mutant (agreeing with ProbLog) of hunt13c_gen_g0030.pl: query-free clause 32 arg 1; open-query-all
0.9::p(b).
0.5::p(c).
0.2::q(a).
0.3::q(b).
0.9::q(c).
0.3::r(a).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.8::e(a,c).
0.4::e(a,d).
0.4::e(b,a).
0.6::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), col(X, blue).
d1(X) :- dom(X), p(X).
d2(X) :- dom(X), dom(Y), e(X, Y).
d3(X) :- dom(X), dom(Y), path(X, Y), d2(X), e(X, Y).
d4(X) :- dom(X), \+ d2(X), r(X), \+ d0(X).
evidence(path(d, c), true).
evidence(col(a, green), true).
query(d0(_)).
query(d1(_)).
query(d2(d)).
query(d3(_)).
query(d4(_)).
query(path(_, _)).
query(p(_)).
query(q(_)).
query(r(_)).
query(col(_, _)).
query(dom(_)).
query(e(_, _)).
query(path(_, _)).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(d4(_)).
