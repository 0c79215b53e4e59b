% hunt8: generated (hunt8 gen8 lib): library(lists)/library(apply) predicates over probabilistic facts and ADs, with evidence
:- use_module(library(lists)).
:- use_module(library(apply)).

0.1::f(a).
w(a,2).
0.5::f(b).
w(b,2).
0.3::f(c).
6/19::w(c,1); 5/19::w(c,2); 5/19::w(c,3).
0.1::f(d).
w(d,3).
dom([a,b,c,d]).
sel0(X) :- w(b, I), dom(D), nth0(I, D, X), f(X).
mn(M) :- findall(V, w(_,V), L), min_list(L, M).
acc(S) :- dom(D), foldl(step, D, 0, S).
srt(S) :- findall(X, f(X), L), reverse(L, R), sort(R, S).
step(X, A0, A) :- f(X), A is A0 + 1.
step(X, A, A) :- \+ f(X).
query(sel0(_)).
query(mn(_)).
query(acc(_)).
query(srt(_)).
evidence(f(b), false).
