% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Ordered policy rules with library(cut): the first applicable rule decides, with probabilistic conditions
:- use_module(library(cut)).
0.4::vip(ann). 0.7::member_card(ann). 0.2::vip(bob). 0.9::member_card(bob).
discount(1, C, 30) :- vip(C).
discount(2, C, 10) :- member_card(C).
discount(3, _, 0).
price_cut(C, D) :- cut(discount(C, D)).
query(price_cut(ann, _)).
query(price_cut(bob, _)).
