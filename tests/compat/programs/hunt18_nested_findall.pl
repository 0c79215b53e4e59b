% nested findall: teams of players, each team's list of present players, then the list of team sizes
:- use_module(library(lists)).
team(red, [ann, bob]). team(blue, [cid, dee]).
0.7::present(P) :- team(_, Ps), member(P, Ps).
sizes(L) :- findall(T-N, (team(T, Ps), findall(P, (member(P, Ps), present(P)), In), length(In, N)), L).
full_house :- sizes(L), \+ (member(_-N, L), N < 2).
query(sizes(L)).
query(full_house).
