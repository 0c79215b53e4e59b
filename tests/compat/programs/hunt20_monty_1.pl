% Monty Hall, switching and staying, with a host who picks uniformly among the allowed doors
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select_door(1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
0.5::open_door(A); 0.5::open_door(B) :- member(A, [1, 2, 3]), member(B, [1, 2, 3]), A < B,
    \+ prize(A), \+ prize(B), \+ select_door(A), \+ select_door(B).
open_door(A) :- member(A, [1, 2, 3]), \+ prize(A), \+ select_door(A),
    member(B, [1, 2, 3]), prize(B), \+ select_door(B).
win_keep :- select_door(A), prize(A).
win_switch :- member(A, [1, 2, 3]), \+ select_door(A), prize(A), \+ open_door(A).
query(prize(_)).
query(win_keep).
query(win_switch).
query(open_door(_)).
