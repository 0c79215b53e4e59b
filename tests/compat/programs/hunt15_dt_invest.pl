% an investment choice: each plan's profit per world, the best plan per world
:- use_module(library(lists)).
0.4::boom. 0.3::crash.
profit(stocks, 100) :- boom, \+ crash.
profit(stocks, -80) :- crash.
profit(stocks, 10) :- \+ boom, \+ crash.
profit(bonds, 20).
profit(cash, 0).
best(P) :- findall(V-Pl, profit(Pl, V), L), max_member(_-P, L).
gain(Pl, V) :- profit(Pl, V), V > 0.
query(best(_)). query(gain(_, _)).
