% hunt8: generated (hunt8 gen8 lib): library(lists)/library(apply) predicates over probabilistic facts and ADs, with evidence
:- use_module(library(lists)).
:- use_module(library(apply)).

0.9::f(a).
w(a,1).
0.1::f(b).
4/10::w(b,1); 2/10::w(b,2); 4/10::w(b,3).
0.8::f(c).
9/21::w(c,1); 7/21::w(c,2); 4/21::w(c,3).
dom([a,b,c]).
lastf(X) :- findall(Y, f(Y), L), last(L, X).
all_f :- dom(D), maplist(f, D).
sel0(X) :- w(b, I), dom(D), nth0(I, D, X), f(X).
pair(X,Y) :- f(X), f(Y), X @< Y.
nof(X) :- dom(D), member(X, D), \+ f(X).
mx(M) :- findall(V, (f(X), w(X,V)), L), L \= [], max_list(L, M).
step(X, A0, A) :- f(X), A is A0 + 1.
step(X, A, A) :- \+ f(X).
query(lastf(_)).
query(all_f).
query(sel0(_)).
query(pair(_,_)).
query(nof(_)).
query(mx(_)).
evidence(f(c), false).
evidence(f(b), false).
