% min_member/max_member over mixed standard order, sum_list of floats, max_list of negatives
:- use_module(library(lists)).
0.5::x(3). 0.5::x(b).
mn(M) :- x(X), min_member([X, 2, f(a)], M).
mx(M) :- x(X), max_member([X, 2, "s"], M).
sl(S) :- sum_list([0.5, 1, -2], S).
ml(M) :- max_list([-3, -1, -7], M).
mi(M) :- min_list([4], M).
query(mn(_)). query(mx(_)). query(sl(_)). query(ml(_)). query(mi(_)).
