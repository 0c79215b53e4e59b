% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(collect)).
:- use_module(library(lists)).
0.7::pass(alice). 0.4::pass(bob). 0.9::pass(carol).
student(alice). student(bob). student(carol).
passed(L) :- pass(S) => list(S, L).
npassed(N) :- (student(S), pass(S)) => list(S, L), length(L, N).
query(passed(_)).
query(npassed(_)).
