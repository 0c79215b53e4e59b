% evidence on a list-built observation sequence
:- use_module(library(lists)).
0.5::heads(I) :- between(1, 4, I).
obs_seq(L) :- findall(I, (between(1, 4, I), heads(I)), L).
count(N) :- obs_seq(L), length(L, N).
evidence(heads(1)).
query(count(_)).
