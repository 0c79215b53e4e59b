% expected value by hand: outcomes and payoffs, probability of each payoff via findall/sum over a world
:- use_module(library(lists)).
0.3::market(up); 0.5::market(flat); 0.2::market(down).
payoff(stock, up, 100). payoff(stock, flat, 10). payoff(stock, down, -80).
payoff(bond, up, 20). payoff(bond, flat, 20). payoff(bond, down, 15).
gain(A, G) :- market(M), payoff(A, M, G).
better(stock) :- gain(stock, S), gain(bond, B), S > B.
better(bond) :- gain(stock, S), gain(bond, B), S =< B.
query(gain(stock, G)).
query(better(A)).
