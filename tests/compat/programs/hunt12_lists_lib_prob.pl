% hunt12: library(lists) predicates on a list built from probabilistic facts
:- use_module(library(lists)).
0.5::in(3). 0.6::in(11). 0.7::in(2). 0.4::in(25).
items(L) :- findall(X, in(X), L).
rev(R) :- items(L), reverse(L, R).
mx(M) :- items(L), L \= [], max_list(L, M).
mn(M) :- items(L), L \= [], min_list(L, M).
srt(S) :- items(L), msort_(L, S).
msort_(L, S) :- sort(L, S).
has_nth(E) :- items(L), nth1(2, L, E).
lastone(E) :- items(L), last(L, E).
query(rev(_)).
query(mx(_)).
query(mn(_)).
query(srt(_)).
query(has_nth(_)).
query(lastone(_)).
