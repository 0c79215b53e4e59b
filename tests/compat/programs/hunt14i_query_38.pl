% query on atoms produced by findall inside a probabilistic rule
:- use_module(library(lists)).
0.5::ok(1). 0.5::ok(2). 0.5::ok(3).
oks(L) :- findall(X, ok(X), L).
query(oks(_)).
