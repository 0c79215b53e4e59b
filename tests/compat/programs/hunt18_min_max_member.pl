% library(lists): min_member, max_member and last over bids from uncertain bidders
:- use_module(library(lists)).
0.5::bids(ann, 30). 0.7::bids(bob, 45). 0.6::bids(cid, 25). 0.9::bids(dee, 40).
offers(L) :- findall(V-B, bids(B, V), L).
winner(B) :- offers(L), L \= [], max_member(_-B, L).
lowest(V) :- offers(L), L \= [], min_member(V-_, L).
latest(B) :- offers(L), L \= [], last(L, _-B).
query(winner(B)).
query(lowest(V)).
query(latest(B)).
