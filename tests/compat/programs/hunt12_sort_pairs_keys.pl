% hunt12: sorting Key-Value pairs whose keys have different numbers of digits (ProbLog's text order of numbers)
:- use_module(library(lists)).
0.5::bid(ann, 120). 0.6::bid(bob, 95). 0.3::bid(cid, 1000). 0.9::bid(dan, 8).
ranking(R) :- findall(V-N, bid(N, V), Ps), sort(Ps, R).
lowest(N) :- ranking([_-N|_]).
query(ranking(_)).
query(lowest(_)).
