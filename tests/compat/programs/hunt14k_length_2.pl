% length/2 on a list holding unbound variables and on nested lists; checking mode
l1(N) :- length([_, _, [a, b]], N).
l2 :- length([a], 1).
l3 :- length([a], 2).
l4(L) :- length(L, 1).
query(l1(_)). query(l2). query(l3). query(l4(_)).
