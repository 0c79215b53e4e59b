% written for this corpus by a find-only hunt (session 22; findall and aggregates)
% voting with library(collect) and library(aggregate)-free counting
:- use_module(library(collect)).
:- use_module(library(lists)).
0.6::vote(v1, yes). 0.5::vote(v2, yes). 0.3::vote(v3, yes).
voter(v1). voter(v2). voter(v3).
ballot(V, yes) :- voter(V), vote(V, yes).
ballot(V, no) :- voter(V), \+ vote(V, yes).
yes_votes(N) :- findall(V, ballot(V, yes), L), length(L, N).
passes :- yes_votes(N), N >= 2.
query(yes_votes(N)).
query(passes).
