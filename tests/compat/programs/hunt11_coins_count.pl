% count heads with aggregate_all over probabilistic coins
:- use_module(library(lists)).
0.5::heads(c1). 0.6::heads(c2). 0.7::heads(c3).
coin(c1). coin(c2). coin(c3).
nheads(N) :- findall(C, heads(C), L), length(L, N).
query(nheads(_)).
