:- use_module(library(lists)).
:- use_module(library(apply)).
0.5::coin(N) :- between(1, 3, N).
heads(L) :- findall(N, coin(N), L).
score(S) :- heads(L), foldl(add, L, 0, S).
add(X, A0, A) :- A is A0 + X * X.
even_score :- score(S), S mod 2 =:= 0.
odd_or_zero :- score(S), (S mod 2 =:= 1 ; S =:= 0).
not_all :- \+ (coin(1), coin(2), coin(3)).
query(score(S)).
query(even_score).
query(odd_or_zero).
query(not_all).
