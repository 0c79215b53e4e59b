% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(apply)).
:- use_module(library(lists)).
0.2::w(1). 0.5::w(2). 0.7::w(3).
add(X, A0, A) :- A is A0 + X.
weight(S) :- findall(X, w(X), L), foldl(add, L, 0, S).
heavy :- weight(S), S > 3.
big(X) :- X > 1.
kept(K) :- include(big, [1, 2, 3], K0), findall(X, (member(X, K0), w(X)), K).
query(weight(_)).
query(heavy).
query(kept(_)).
