% written for this corpus by a find-only hunt (session 21; gen_g0037)
0.9::p(a).
0.9::p(b).
0.7::p(c).
0.3::p(d).
0.7::q(b).
0.5::r(a).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
dom(c).
dom(d).
0.4::e(a,b).
0.8::e(b,c).
0.8::e(c,d).
0.4::e(d,c).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
0.5::d0(X) :- dom(X), \+ col(X, red).
d1(X) :- dom(X), col(X, blue).
d2(X) :- dom(X), col(X, blue), dom(Y), e(X, Y).
0.8::d3(X) :- dom(X), d0(X).
0.5::d4(X) :- dom(X), dom(Y), path(X, Y), \+ r(X), findall(Z, path(X, Z), Ls), length(Ls, N), N < 2.
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
query(d0(_)).
query(d1(_)).
query(d2(_)).
query(d3(_)).
query(d4(c)).
query(path(_, _)).
