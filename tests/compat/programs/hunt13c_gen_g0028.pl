% written for this corpus by a find-only hunt (session 21; gen_g0028)
0.5::p(b).
0.2::q(a).
0.5::r(a).
0.5::r(b).
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- dom(X).
dom(a).
dom(b).
0.6::e(b,a).
e(_, _) :- fail.
p(_) :- fail.
q(_) :- fail.
r(_) :- fail.
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
d0(X) :- dom(X), q(X).
d1(X) :- dom(X), d0(X).
d2(X) :- dom(X), dom(Y), e(X, Y), p(X), col(X, blue).
0.8::d3(X) :- dom(X), q(X), \+ r(X), findall(Z, e(X, Z), Ls), length(Ls, N), N =:= 1.
cnt(N) :- findall(X, d1(X), Ls), length(Ls, N).
query(cnt(_)).
some_path(X) :- dom(X), \+ path(X, X).
query(some_path(_)).
evidence(d1(a), true).
query(d0(_)).
query(d1(b)).
query(d2(_)).
query(d3(_)).
query(path(_, _)).
