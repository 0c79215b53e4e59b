% hunt10: call/N with closures built from partial terms
0.5::edge(a, b). 0.5::edge(b, c).
adj(X, Y) :- call(edge, X, Y).
adj2(X, Y) :- G = edge(X), call(G, Y).
test(Op, R) :- member(Op, [<, >, =:=]), call(Op, 1, 2), R = yes.
:- use_module(library(lists)).
query(adj(_, _)). query(adj2(a, _)). query(test(_, _)).
