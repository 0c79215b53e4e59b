:- use_module(library(lists)).
% generated: findall/3 over probabilistic reachability and annotated disjunctions
0.7::e(a,b).
0.5::e(b,a).
0.4::e(c,a).
0.5::e(c,b).
r(X,Y) :- e(X,Y).
r(X,Y) :- e(X,Z), r(Z,Y).
0.3::tag(X, hot); 0.2::tag(X, cold) :- member(X, [a, b, c]).
reach(L) :- findall(Y, r(a,Y), L).
hots(N) :- findall(X, tag(X, hot), L), length(L, N).
cnt(X, N) :- member(X, [a, b]), findall(Y, (r(X, Y), \+ tag(Y, cold)), L), length(L, N).
query(tag(_,hot)).
query(cnt(_,_)).
evidence(tag(b,hot)).
