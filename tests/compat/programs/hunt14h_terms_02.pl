% length/2 with a bound list, an unbound list, and a partial list
l1(N) :- length([a, b, c], N).
l2(L) :- length(L, 3).
l3(N, L) :- between(0, 2, N), length(L, N).
l4(T) :- L = [x, y | T], length(L, 4).
l5 :- length([a, b], 2).
l6 :- length([a, b], 3).
query(l1(_)). query(l2(_)). query(l3(_, _)). query(l4(_)). query(l5). query(l6).
