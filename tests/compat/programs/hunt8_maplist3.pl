% hunt8: maplist over a probabilistic predicate, then sum_list: the distribution of a sum
:- use_module(library(apply)).
:- use_module(library(lists)).
0.5::bit(1). 0.4::bit(2). 0.3::bit(3).
v(N, 1) :- bit(N).
v(N, 0) :- \+ bit(N).
word(W) :- maplist(v, [1,2,3], W).
total(S) :- word(W), sum_list(W, S).
query(total(_)).
