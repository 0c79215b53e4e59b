% written for this corpus by a find-only hunt (session 21; gen_g0018)
0.2::p(a).
0.5::p(b).
0.5::q(b).
0.2::r(a).
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
d0(X) :- dom(X), \+ r(X).
d0(X) :- dom(X), col(X, red).
d1(X) :- dom(X), \+ col(X, blue).
d2(X) :- dom(X), d0(X), d1(X).
0.5::d3(X) :- dom(X), col(X, blue).
d3(X) :- dom(X), col(X, red).
cnt(N) :- findall(X, d3(X), Ls), length(Ls, N).
query(cnt(_)).
evidence(d3(a), false).
evidence(path(b, a), true).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(path(_, _)).
