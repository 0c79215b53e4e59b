% Monty Hall, keeping or switching
:- use_module(library(lists)).
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select_door(1).
member_door(D) :- member(D, [1, 2, 3]).
0.5::open_door(A); 0.5::open_door(B) :- member_door(A), member_door(B), A < B,
    \+ prize(A), \+ prize(B), \+ select_door(A), \+ select_door(B).
open_door(A) :- member_door(A), \+ prize(A), \+ select_door(A), member_door(B), prize(B), \+ select_door(B).
win_keep :- select_door(A), prize(A).
win_switch :- member_door(A), \+ select_door(A), prize(A), \+ open_door(A).
query(prize(_)). query(win_keep). query(win_switch). query(open_door(2)).
