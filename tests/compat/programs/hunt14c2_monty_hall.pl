% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% Monty Hall with the switching strategy
1/3::prize(1) ; 1/3::prize(2) ; 1/3::prize(3).
door(1). door(2). door(3).
select(1).
0.5::coin_flip.
opens(D) :- findall(X, (door(X), \+ prize(X), \+ select(X)), [A, B]), (coin_flip, D = A ; \+ coin_flip, D = B).
opens(D) :- findall(X, (door(X), \+ prize(X), \+ select(X)), [D]).
win_keep :- select(D), prize(D).
win_switch :- select(S), opens(O), door(D), D \= S, D \= O, prize(D).
query(prize(_)).
query(win_keep).
query(win_switch).
query(opens(_)).
