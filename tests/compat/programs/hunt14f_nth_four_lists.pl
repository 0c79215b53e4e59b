% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Picking and removing an element by position with nth0/4 and nth1/4 (library(lists))
:- use_module(library(lists)).
queue([ann, bob, cid, dan]).
0.25::served(0); 0.25::served(1); 0.25::served(2); 0.25::served(3).
rest(R) :- queue(Q), served(I), nth0(I, Q, _, R).
who(W) :- queue(Q), served(I), J is I + 1, nth1(J, Q, W, _).

query(rest(_)).
query(who(_)).
