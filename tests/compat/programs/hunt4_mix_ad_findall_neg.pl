:- use_module(library(lists)).
item(1). item(2). item(3). item(4).
0.3::pick(X, big); 0.5::pick(X, small) :- item(X), X > 1.
0.6::pick(1, big).
bigs(L) :- findall(X, pick(X, big), L).
nsmall(N) :- findall(X, pick(X, small), L), length(L, N).
none_small :- \+ pick(_, small).
weight(W) :- bigs(L), sum_list(L, S), W is S * 10.
query(nsmall(N)).
query(none_small).
query(weight(W)).
