% hunt10: Monty Hall with ADs, negation and a switch strategy
:- use_module(library(lists)).
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select_door(1).
member_door(D) :- member(D, [1, 2, 3]).
0.5::open_door(A); 0.5::open_door(B) :- select_door(S), member_door(A), member_door(B), A < B, A \= S, B \= S, \+ prize(A), \+ prize(B).
open_door(A) :- select_door(S), member_door(A), A \= S, \+ prize(A), member_door(B), B \= S, B \= A, prize(B).
win_keep :- select_door(D), prize(D).
win_switch :- member_door(D), \+ select_door(D), \+ open_door(D), prize(D).
query(prize(_)).
query(win_keep).
query(win_switch).
