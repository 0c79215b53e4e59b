% hunt12: Monty Hall with annotated disjunctions and a switch strategy
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select_door(1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
0.5::open_door(A); 0.5::open_door(B) :- select_door(S), member(A, [1,2,3]), member(B, [1,2,3]), A < B, A \= S, B \= S, \+ prize(A), \+ prize(B).
open_door(A) :- select_door(S), member(A, [1,2,3]), A \= S, \+ prize(A), member(B, [1,2,3]), B \= S, B \= A, prize(B).
win_keep :- select_door(S), prize(S).
win_switch :- member(X, [1,2,3]), \+ select_door(X), \+ open_door(X), prize(X).
query(prize(_)).
query(win_keep).
query(win_switch).
