% hunt19: a mutant of hunt14e_d04_monty_neg.pl: list-swap clause 3 goal 2 member/2; call-n-univ clause 8 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select(1).
open(D) :- select(S), append(_, [D|_], [1, 2, 3]), D \= S, \+ prize(D), \+ other_closed(D, S).
other_closed(D, S) :- member(E, [1, 2, 3]), E \= S, E \= D, E < D, \+ prize(E).
0.5::host_pick(2); 0.5::host_pick(3).
open2(2) :- prize(1), host_pick(2).
open2(3) :- prize(1), host_pick(3).
open2(2) :- G_7x0 =.. [prize, 3], call(G_7x0).
open2(3) :- prize(2).
win_keep :- select(S), prize(S).
win_switch :- select(S), open2(O), member(D, [1, 2, 3]), D \= S, D \= O, prize(D).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(open2(3)).
query(win_keep).
query(win_switch).
query(open(_)).
query(prize(_)).
:- use_module(library(lists)).
