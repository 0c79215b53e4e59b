% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% the sum of 3 dice with 3 sides via findall and sum_list
:- use_module(library(lists)).
1/3::die(D, 1); 1/3::die(D, 2); 1/3::die(D, 3) :- between(1, 3, D).
total(S) :- findall(V, (between(1, 3, D), die(D, V)), L), sum_list(L, S).
high :- total(S), S > 6.
query(total(3)).
query(total(6)).
query(total(9)).
query(high).
