% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Ballots grouped by party with enum_groups/3 (library(lists))
:- use_module(library(lists)).
ballot(v1, red). ballot(v2, blue). ballot(v3, red). ballot(v4, green).
0.6::cast(v1). 0.5::cast(v2). 0.7::cast(v3). 0.2::cast(v4).
votes(Party, N) :- findall(P-V, (ballot(V, P), cast(V)), L), enum_groups(L, Party, Vs), length(Vs, N).
query(votes(_, _)).
