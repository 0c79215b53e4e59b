% hunt8: generated (hunt8 gen8 lib): library(lists)/library(apply) predicates over probabilistic facts and ADs, with evidence
:- use_module(library(lists)).
:- use_module(library(apply)).

6/24::w(a,1); 7/24::w(a,2); 7/24::w(a,3).
0.3::f(b).
1/11::w(b,1); 3/11::w(b,2); 6/11::w(b,3).
dom([a,b]).
sw(S) :- findall(V, w(_,V), L), sum_list(L, S), S > 4.
fw(X,V) :- f(X), w(X,V), V >= 2.
sel(X) :- w(a, I), dom(D), nth1(I, D, X).
acc(S) :- dom(D), foldl(step, D, 0, S).
step(X, A0, A) :- f(X), A is A0 + 1.
step(X, A, A) :- \+ f(X).
query(sw(_)).
query(fw(_,_)).
query(sel(_)).
query(acc(_)).
evidence(w(a,2), false).
evidence(w(b,2), true).
