% Lists written with '.'/2 are lists.
:- use_module(library(lists)).
l1('.'(a, '.'(b, []))).
same :- l1(L), L = [a, b].

first(X) :- l1([X|_]).
0.25::extra(c).
longer(L) :- l1(L0), extra(X), append(L0, [X], L).
query(same). query(first(_)). query(longer(_)).
