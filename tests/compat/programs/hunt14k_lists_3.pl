% lists edge values: empty lists, duplicates, 1 vs 1.0, negative ranges
:- use_module(library(lists)).
sl(S) :- sum_list([], S).
mx :- max_list([], _).
ls(L) :- list_to_set([1, 1.0, a, 1, a], L).
fl(L) :- flatten([a, [b, [c, []]], [], d], L).
fl2(L) :- flatten(a, L).
nm(L) :- numlist(-2, 1, L).
dl(L) :- delete([a, b, a, c], a, L).
sb(L) :- subtract([1, 2, 3, 2], [2], L).
it(L) :- intersection([a, b, a], [a, c], L).
un(L) :- union([a, b], [b, c], L).
query(sl(_)). query(mx). query(ls(_)). query(fl(_)). query(fl2(_)). query(nm(_)). query(dl(_)). query(sb(_)). query(it(_)). query(un(_)).
