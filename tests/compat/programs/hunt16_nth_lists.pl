:- use_module(library(lists)).
node(X, hub) :- member(X, [n1, n2]).
node(n3, hub).
0.3::node(n4, hub).
first(F) :- findall(X, node(X, hub), L), nth0(0, L, F).
second(F) :- findall(X, node(X, hub), L), nth1(2, L, F).
lastn(F) :- findall(X, node(X, hub), L), last(L, F).
query(first(_)). query(second(_)). query(lastn(_)).
