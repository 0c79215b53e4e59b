% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% nested findall: per team the list of members who play, then the list of team sizes
:- use_module(library(lists)).
team(red, [ann, bob]). team(blue, [cat, dan, eve]).
0.8::plays(ann). 0.6::plays(bob). 0.5::plays(cat). 0.9::plays(dan). 0.3::plays(eve).
lineup(T, L) :- team(T, M), findall(P, (member(P, M), plays(P)), L).
sizes(S) :- findall(T-N, (lineup(T, L), length(L, N)), S).
forfeit(T) :- lineup(T, L), length(L, N), N < 2.
query(lineup(red, _)).
query(sizes(_)).
query(forfeit(_)).
evidence(plays(dan)).
