% standard order of strings against atoms, numbers and compounds, in a probabilistic choice
0.5::v("abc"). 0.5::v(abc).
lt_atom(X) :- v(X), X @< abd.
gt_num(X) :- v(X), X @> 99.
lt_cmp(X) :- v(X), X @< f(a).
s(L) :- sort(["b", b, "a", a, 1], L).
query(lt_atom(_)). query(gt_num(_)). query(lt_cmp(_)). query(s(_)).
