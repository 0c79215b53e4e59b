% library(scope): goals no scope states (builtins, ordinary predicates) are called as they are
:- use_module(library(lists)).
:- use_module(library(scope)).
0.4::s:temp(20). 0.5::s:temp(30).
limit(25).
hot :- s:(temp(T), limit(L), T > L).
sum_ok :- s:(temp(X), Y is X + 5, Y =:= 25).
query(hot). query(sum_ok).
