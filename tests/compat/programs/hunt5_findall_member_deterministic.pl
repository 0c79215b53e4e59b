% findall/3 order and duplicates as in ProbLog: member deterministic
:- use_module(library(lists)).
l(L):-findall(X,member(X,[a,b,a,c,b]),L).
query(l(_)).
