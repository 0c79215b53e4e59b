% the total of ten probabilistic payments with an aggregate head
:- use_module(library(aggregate)).
pay(I, V) :- between(1, 10, I), V is I * 10.
0.5::paid(I) :- between(1, 10, I).
total(sum<V>) :- paid(I), pay(I, V).
query(total(_)).
