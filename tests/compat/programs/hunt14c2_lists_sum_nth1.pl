% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% weekly demand per day with nth1 and sum_list; busiest day
:- use_module(library(lists)).
0.3::busy(D) :- between(1, 5, D).
demand(D, 8) :- busy(D).
demand(D, 3) :- between(1, 5, D), \+ busy(D).
week(W) :- findall(X, (between(1, 5, D), demand(D, X)), W).
weekly_total(T) :- week(W), sum_list(W, T).
monday(X) :- week(W), nth1(1, W, X).
query(weekly_total(T)).
query(monday(X)).
