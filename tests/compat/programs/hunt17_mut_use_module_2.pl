% hunt17: a mutant (agreeing with ProbLog) of hunt10_forall.pl: use_module lists at 6; prob-1.0 clause 3
:- use_module(library(lists)).
0.6::ok(a).
1.0::ok(b).
:- use_module(library(lists)).
ok(c).
all_ok :- forall(member(X, [a, b, c]), ok(X)).
some_bad :- \+ forall(member(X, [a, b]), ok(X)).
:- use_module(library(lists)).
query(all_ok).
query(some_bad).
