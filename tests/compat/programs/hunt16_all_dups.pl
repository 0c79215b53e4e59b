:- use_module(library(lists)).
tag(X, hot) :- member(X, [b, a, b]).
tag(a, hot).
0.5::tag(c, hot).
r(L) :- all(X, tag(X, hot), L).
f(L) :- findall(X, tag(X, hot), L).
query(r(_)). query(f(_)).
