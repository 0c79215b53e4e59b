% hunt13b: library(collect) `=>` with a group and a user collector over probabilistic facts
:- use_module(library(collect)).
:- use_module(library(lists)).
0.7::visit(ann, paris). 0.4::visit(ann, rome). 0.5::visit(bob, paris). visit(bob, oslo).
collect_n(CodeBlock, GroupBy, X, N) :- collectgroup(CodeBlock, X, GroupBy, L), length(L, N).
cities(P, L) :- (visit(P, C) => P / list(C, L)).
how_many(P, N) :- (visit(P, C) => P / n(C, N)).
everyone(L) :- (visit(P, _) => list(P, L)).
query(cities(_, _)). query(how_many(_, _)). query(everyone(_)).
