% written for this corpus by a find-only hunt (session 22; findall and aggregates)
% grouping by key with enum_groups after a probabilistic assignment
:- use_module(library(lists)).
0.5::side(ann, red) ; 0.5::side(ann, blue).
0.5::side(bob, red) ; 0.5::side(bob, blue).
side(cy, red).
assignment(L) :- findall(S-P, side(P, S), L0), sort(L0, L).
group(S, Ps) :- assignment(L), enum_groups(L, S, Ps).
query(group(red, Ps)).
