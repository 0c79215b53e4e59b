% evidence combined with findall over uncertain facts
:- use_module(library(lists)).
0.3::guest(ann). 0.6::guest(bob). 0.5::guest(cid). 0.8::guest(dan).
party(L) :- findall(G, guest(G), L).
crowd :- party(L), length(L, N), N >= 3.
evidence(guest(bob), true).
evidence(crowd, false).
query(party(_)).
query(guest(ann)).
query(guest(dan)).
