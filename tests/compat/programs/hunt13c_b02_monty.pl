% written for this corpus by a find-only hunt (session 21; b02_monty)
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select_door(1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
open_door(A) :- select_door(S), member(A, [1,2,3]), A \= S, \+ prize(A), \+ other_free(A, S).
other_free(A, S) :- member(B, [1,2,3]), B > A, B \= S, \+ prize(B).
0.5::coin.
open_door2(A) :- select_door(S), findall(D, (member(D,[1,2,3]), D \= S, \+ prize(D)), L), pickone(L, A).
pickone([A], A).
pickone([A,_], A) :- coin.
pickone([_,B], B) :- \+ coin.
win_keep :- select_door(S), prize(S).
win_switch :- select_door(S), open_door2(O), member(X, [1,2,3]), X \= S, X \= O, prize(X).
query(win_keep).
query(win_switch).
query(open_door2(_)).
query(open_door(_)).
