% hunt8: generated (hunt8 gen8 lib): library(lists)/library(apply) predicates over probabilistic facts and ADs, with evidence
:- use_module(library(lists)).
:- use_module(library(apply)).

0.4::f(a).
3/14::w(a,1); 7/14::w(a,2); 2/14::w(a,3).
w(b,1).
dom([a,b]).
mn(M) :- findall(V, w(_,V), L), min_list(L, M).
fl(L) :- dom(D), include(f, D, L).
sw(S) :- findall(V, w(_,V), L), sum_list(L, S), S > 4.
nof(X) :- dom(D), member(X, D), \+ f(X).
sel(X) :- w(a, I), dom(D), nth1(I, D, X).
all_f :- dom(D), maplist(f, D).
step(X, A0, A) :- f(X), A is A0 + 1.
step(X, A, A) :- \+ f(X).
query(mn(_)).
query(fl(_)).
query(sw(_)).
query(nof(_)).
query(sel(_)).
query(all_f).
