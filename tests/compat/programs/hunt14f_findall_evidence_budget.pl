% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Project selection: a findall over uncertain approvals, summed, under evidence about one project
:- use_module(library(lists)).
cost(p1, 30). cost(p2, 50). cost(p3, 20).
0.6::approved(p1). 0.5::approved(p2). 0.7::approved(p3).
0.3::delayed(P) :- approved(P).
spend(S) :- findall(C, (approved(P), \+ delayed(P), cost(P, C)), L), sum_list(L, S).
over_budget :- spend(S), S > 60.
query(spend(_)).
query(over_budget).
evidence(approved(p2), true).
evidence(delayed(p3), false).
