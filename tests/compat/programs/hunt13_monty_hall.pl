% Monty Hall with switching
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select(1).
member(X,[X|_]).
member(X,[_|T]) :- member(X,T).
open_door(A) :- member(A,[1,2,3]), \+ prize(A), \+ select(A).
0.5::open_one(A); 0.5::open_two(A) :- true, A = x.
win_keep :- select(A), prize(A).
win_switch :- member(A,[1,2,3]), \+ select(A), prize(A).
query(win_keep).
query(win_switch).
query(open_door(_)).
