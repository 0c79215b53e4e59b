% queries of meta-calls (call/N, once/1, try_call/1) whose answers keep unbound variables: ProbLog renames them below the query's
:- use_module(library(lists)).
query(call(length, L, 2)).
query(once(length([H|T], 2))).
query(once(P = Q)).
query(call(=, f(A, B), f(C, A))).
query(call(findall(X, member(X, [D, E]), L2))).
query(try_call(length(L3, 1))).
