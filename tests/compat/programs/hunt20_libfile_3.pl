% library files loaded by their own names: library(builtin) and library('builtin.pl') (forall/2) and library('lists.pl')
:- use_module(library(builtin)).
:- use_module(library('builtin.pl')).
:- use_module(library('lists.pl')).
0.7::ok(X) :- member(X, [a, b, c]).
all_ok :- forall(member(X, [a, b]), ok(X)).
query(all_ok).
query(ok(_)).
