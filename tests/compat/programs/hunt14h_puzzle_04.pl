% Monty Hall with three and four doors, switching and staying
doors(3, [1, 2, 3]). doors(4, [1, 2, 3, 4]).
1/3::prize(3, 1); 1/3::prize(3, 2); 1/3::prize(3, 3).
0.25::prize(4, 1); 0.25::prize(4, 2); 0.25::prize(4, 3); 0.25::prize(4, 4).
chosen(_, 1).
openable(N, D) :- doors(N, L), member(D, L), \+ chosen(N, D), \+ prize(N, D).
open_door(N, D) :- openable(N, D), \+ (openable(N, E), E < D).
win_stay(N) :- chosen(N, D), prize(N, D).
switch_to(N, D) :- doors(N, L), member(D, L), \+ chosen(N, D), \+ open_door(N, D).
1/3::pick_switch(4, 2); 1/3::pick_switch(4, 3); 1/3::pick_switch(4, 4).
win_switch(3) :- switch_to(3, D), prize(3, D).
win_switch(4) :- switch_to(4, D), pick_switch(4, D), prize(4, D).
query(win_stay(3)). query(win_switch(3)). query(win_stay(4)). query(win_switch(4)).
:- use_module(library(lists)).
