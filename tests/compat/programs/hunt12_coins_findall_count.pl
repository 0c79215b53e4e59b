% hunt12: how many of four coins land heads, through findall/3 and an aggregate head
:- use_module(library(lists)).
:- use_module(library(aggregate)).
0.5::heads(1). 0.6::heads(2). 0.7::heads(3). 0.8::heads(4).
nheads(N) :- findall(C, heads(C), L), length(L, N).
total(sum<C>) :- heads(C).
majority :- nheads(N), N >= 3.
query(nheads(_)).
query(total(_)).
query(majority).
