% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% the sum of 2 dice with 4 sides via findall and sum_list
:- use_module(library(lists)).
1/4::die(D, 1); 1/4::die(D, 2); 1/4::die(D, 3); 1/4::die(D, 4) :- between(1, 2, D).
total(S) :- findall(V, (between(1, 2, D), die(D, V)), L), sum_list(L, S).
high :- total(S), S > 5.
query(total(2)).
query(total(5)).
query(total(8)).
query(high).
