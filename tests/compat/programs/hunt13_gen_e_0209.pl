% hunt13: generated (engine hunt), seed 0209: a ground call made inside an open call, hit again by the evidence
0.5::f(1).
0.3::f(2).
0.2::g(2).
0.2::c(1); 0.3::c(2); 0.4::c(9).
0.7::e(1,1).
0.4::e(1,2).
0.7::e(2,1).
e(0,0) :- fail.
c(0) :- fail.
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
r0(X) :- findall(Z, p(X,Z), L0), length(L0, N0).
r1(X) :- p(Y,X), p(Y,X).
s1 :- \+ r1(1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(\+ c(1)).
evidence(\+ r1(1)).
evidence(e(1,2), false).
query(f(1)).
query(c(2)).
query(p(_,_)).
query(e(1,1)).
