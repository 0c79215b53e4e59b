% ProbLog's clause index keys a ground compound argument by the whole term; a clause whose argument is an open compound is an open clause there
:- use_module(library(assert)).
s(f(a), 1).
s(f(X), 2) :- X = a.
s(g(a), 0).
go(L1, L2) :- findall(V, s(f(a), V), L1), assertz(s(f(a), 3)), assertz(s(g(a), 4)), findall(V, s(f(a), V), L2).
query(go(_, _)).
