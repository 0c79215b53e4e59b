% ProbLog literature: the "some heads" coin example with several coins, findall of heads and a probability that the number of heads is at least 2
:- use_module(library(lists)).
coin(c1, 0.5). coin(c2, 0.6). coin(c3, 0.2). coin(c4, 0.9).
P::heads(C) :- coin(C, P).
nheads(N) :- findall(C, heads(C), L), length(L, N).
atleast2 :- nheads(N), N >= 2.
someheads :- heads(_).
query(nheads(_)).
query(atleast2).
query(someheads).
