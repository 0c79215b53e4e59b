% library(cut) picking the first matching price rule with probabilistic conditions
:- use_module(library(cut)).
0.3::member_card. 0.5::sale_day.
price(1, P) :- member_card, sale_day, P = 50.
price(2, P) :- member_card, P = 70.
price(3, P) :- sale_day, P = 80.
price(4, 100).
pay(P) :- cut(price(P)).
query(pay(_)).
