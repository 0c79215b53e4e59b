% hunt8: include/3 with a probabilistic filter
:- use_module(library(apply)).
0.5::good(a). 0.4::good(b).
g(L) :- include(good, [a,b,c], L).
query(g(_)).
