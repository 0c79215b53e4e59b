% hunt8: generated (hunt8 gen8 lib): library(lists)/library(apply) predicates over probabilistic facts and ADs, with evidence
:- use_module(library(lists)).
:- use_module(library(apply)).

0.1::f(a).
w(a,3).
0.3::f(b).
w(b,2).
w(c,3).
dom([a,b,c]).
mx(M) :- findall(V, (f(X), w(X,V)), L), L \= [], max_list(L, M).
sel(X) :- w(a, I), dom(D), nth1(I, D, X).
cnt(N) :- findall(X, f(X), L), length(L, N).
step(X, A0, A) :- f(X), A is A0 + 1.
step(X, A, A) :- \+ f(X).
query(mx(_)).
query(sel(_)).
query(cnt(_)).
