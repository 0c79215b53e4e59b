% hunt13: generated (engine hunt), seed 0140: evidence false on a conjunction of an open and a ground call of one atom
0.1::f(1).
0.1::f(2).
0.4::g(1).
0.2::c(1); 0.3::c(2); 0.4::c(9).
0.1::e(2,2).
e(0,0) :- fail.
c(0) :- fail.
p(X,Y) :- e(X,Y).
p(X,Y) :- p(X,Z), e(Z,Y).
r0(X) :- member(X, [1,2]), \+ p(2,2), \+ p(2,2), findall(Z, f(Z), L0), length(L0, N0).
s0 :- \+ r0(1).
0.3::r1(X) :- p(Y,X), \+ p(1,2), p(Y,X), member(Y, [1,2]).
s1 :- \+ r1(2).
r2(X) :- \+ g(2), p(X,Y), p(X,Y).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(r2(2), false).
query(s0).
query(e(_,_)).
query(r2(1)).
query(c(_)).
query(\+ r2(1)).
