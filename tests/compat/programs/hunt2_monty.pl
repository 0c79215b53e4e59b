% Monty Hall as in the tutorial, with switch and stay strategies
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select_door(1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
open_door(A) :- member(A, [1,2,3]), \+ prize(A), \+ select_door(A).
open(D) :- findall(A, open_door(A), L), L = [D].
open(D) :- findall(A, open_door(A), L), L = [D1, D2], choose(D1, D2, D).
0.5::pick_first.
choose(D1, _, D1) :- pick_first.
choose(_, D2, D2) :- \+ pick_first.
win_keep :- select_door(A), prize(A).
win_switch :- member(A, [1,2,3]), \+ select_door(A), prize(A), \+ open(A).
query(prize(_)).
query(open(_)).
query(win_keep).
query(win_switch).
