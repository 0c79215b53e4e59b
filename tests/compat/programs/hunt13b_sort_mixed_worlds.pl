% hunt13b: per-world findall lists of mixed terms (numbers, strings, atoms, compounds), sorted and compared in ProbLog's standard order
0.5::item(1). 0.5::item(1.0). 0.4::item("one"). 0.6::item(one). 0.3::item(f(1)). 0.7::item([1]). item(-2).
all_sorted(S) :- findall(X, item(X), L), sort(L, S).
first(F) :- findall(X, item(X), L), sort(L, [F|_]).
order(O) :- item(one), item(1.0), compare(O, one, 1.0).
bigger(X) :- item(X), X @> "one".
query(all_sorted(_)). query(first(_)). query(order(_)). query(bigger(_)).
