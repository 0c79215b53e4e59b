p([1, 2], X) :- X = a.
p([1, 2], b).
p(L, c) :- L = [1, 2].
p([1, 2], d).
l(L) :- findall(V, p([1, 2], V), L).
l2(L) :- findall(V, p([1, _], V), L).
query(l(_)). query(l2(_)).
