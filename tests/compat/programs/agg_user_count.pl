% library(aggregate): a user aggregate (count/2 is not in the library: the program defines it)
:- use_module(library(lists)).
:- use_module(library(aggregate)).
count(L, N) :- length(L, N).
spread(L, R) :- max_list(L, Hi), min_list(L, Lo), R is Hi - Lo.
0.4::visit(a, 1). 0.5::visit(a, 2). 0.7::visit(b, 2). visit(b, 3). 0.1::visit(b, 7).
visits(P, count<D>) :- visit(P, D).
range(P, spread<D>) :- visit(P, D).
query(visits(_, _)). query(range(_, _)).
