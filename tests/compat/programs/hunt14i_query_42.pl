% call/N with closures in query and evidence
:- use_module(library(apply)).
0.5::ok(1). 0.6::ok(2). 0.7::ok(3).
all_ok(L) :- maplist(ok, L).
some_ok(L) :- member(X, L), call(ok, X).
:- use_module(library(lists)).
query(all_ok([1, 2, 3])).
query(some_ok([1, 3])).
