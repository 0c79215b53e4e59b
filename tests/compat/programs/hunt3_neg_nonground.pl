0.6::p(1). 0.3::p(2). 0.8::q(2).
r(X) :- member(X, [1, 2, 3]), \+ p(X).
s :- \+ p(_).
t(X) :- member(X, [1,2]), \+ (p(X), q(X)).
u :- \+ (p(X), q(X)).
:- use_module(library(lists)).
query(r(_)). query(s). query(t(_)). query(u).
