% library(aggregate): sum<X> with no group arguments; no answer in the world with no solution
:- use_module(library(aggregate)).
0.4::item(1). 0.5::item(2). 0.25::item(4).
total(sum<X>) :- item(X).
query(total(_)).
