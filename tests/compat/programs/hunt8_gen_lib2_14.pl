% hunt8: generated (hunt8 gen8 lib): library(lists)/library(apply) predicates over probabilistic facts and ADs, with evidence
:- use_module(library(lists)).
:- use_module(library(apply)).

0.3::f(a).
4/12::w(a,1); 2/12::w(a,2); 6/12::w(a,3).
w(b,3).
0.8::f(c).
w(c,2).
dom([a,b,c]).
sel(X) :- w(a, I), dom(D), nth1(I, D, X).
pair(X,Y) :- f(X), f(Y), X @< Y.
all_f :- dom(D), maplist(f, D).
some_f :- dom(D), member(X, D), f(X).
sel0(X) :- w(b, I), dom(D), nth0(I, D, X), f(X).
tot(S) :- dom(D), maplist(w, D, Vs), sum_list(Vs, S).
step(X, A0, A) :- f(X), A is A0 + 1.
step(X, A, A) :- \+ f(X).
query(sel(_)).
query(pair(_,_)).
query(all_f).
query(some_f).
query(sel0(_)).
query(tot(_)).
