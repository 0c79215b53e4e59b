% lists of lists: grouping, flattening and counting over a probabilistic table
:- use_module(library(lists)).
0.5::in_team(ann, red). 0.7::in_team(bob, red). 0.6::in_team(cid, blue). 0.4::in_team(dan, blue).
team(red). team(blue).
roster(T, L) :- team(T), findall(P, in_team(P, T), L).
all_rosters(Rs) :- findall(T-L, roster(T, L), Rs).
everyone(N) :- findall(L, roster(_, L), Ls), flatten(Ls, F), length(F, N).
largest(T) :- roster(T, L), length(L, N), \+ (roster(U, M), U \= T, length(M, K), K > N).
query(roster(red, _)). query(everyone(_)). query(largest(_)).
