% hunt10: library(cut) choosing the first matching rule by index
:- use_module(library(cut)).
0.4::cold. 0.7::windy.
r(1, coat) :- cold.
r(2, jacket) :- windy.
r(3, shirt).
wear(W) :- cut(r(W)).
query(wear(_)).
