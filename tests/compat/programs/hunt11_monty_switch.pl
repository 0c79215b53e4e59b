% Monty Hall with switching, ADs and negation
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select_door(1).
member_(X, [X|_]).
member_(X, [_|T]) :- member_(X, T).
open_door(A) :- member_(A, [1,2,3]), \+ prize(A), \+ select_door(A).
win_keep :- select_door(A), prize(A).
win_switch :- member_(A, [1,2,3]), \+ select_door(A), prize(A).
query(win_keep).
query(win_switch).
query(open_door(_)).
