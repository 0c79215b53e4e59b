% hunt12: max_member (list first, as ProbLog 2.3 has it) uses the standard order, so 9 is above 10 in ProbLog 2.3
:- use_module(library(lists)).
0.5::level(3). 0.5::level(10). 0.8::level(25).
best(M) :- findall(L, level(L), Ls), Ls \= [], max_member(Ls, M).
best_num(M) :- findall(L, level(L), Ls), Ls \= [], max_list(Ls, M).
query(best(_)).
query(best_num(_)).
