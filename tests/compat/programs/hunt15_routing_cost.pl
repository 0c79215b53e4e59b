% network routing: the cheapest available route per world, found with findall and min_list
:- use_module(library(lists)).
0.9::up(l1). 0.6::up(l2). 0.8::up(l3). 0.5::up(l4).
route(r1, [l1, l2], 5). route(r2, [l3], 8). route(r3, [l1, l4], 4).
avail(R, C) :- route(R, Ls, C), forall(member(L, Ls), up(L)).
cheapest(C) :- findall(X, avail(_, X), Cs), Cs \= [], min_list(Cs, C).
none :- \+ avail(_, _).
query(cheapest(_)). query(none). query(avail(_, _)).
