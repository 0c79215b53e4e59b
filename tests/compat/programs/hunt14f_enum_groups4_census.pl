% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Household census: grouping members by household with enum_groups/4
:- use_module(library(lists)).
lives(ann, h1). lives(bob, h1). lives(cid, h2). lives(dan, h2). lives(eve, h3).
0.8::responded(ann). 0.5::responded(bob). 0.6::responded(cid). 0.3::responded(eve).
household(H, Ms) :- findall(Hh, (lives(P, Hh), responded(P)), Gs), findall(P, (lives(P, _), responded(P)), Ps), enum_groups(Gs, Ps, H, Ms).
query(household(_, _)).
