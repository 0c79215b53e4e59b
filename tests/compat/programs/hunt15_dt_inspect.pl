% an inspection decision written as plain inference: expected cost per policy summed over outcomes
:- use_module(library(lists)).
0.2::defect.
0.9::detected :- defect.
0.05::detected :- \+ defect.
cost(inspect, C) :- detected, C = 10.
cost(inspect, C) :- \+ detected, defect, C = 100.
cost(inspect, C) :- \+ detected, \+ defect, C = 1.
cost(skip, C) :- defect, C = 120.
cost(skip, C) :- \+ defect, C = 0.
query(cost(_, _)).
