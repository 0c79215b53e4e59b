% written for this corpus by a find-only hunt (session 22; HMM / Markov chain over lists)
% gambler's ruin over a bounded number of rounds
0.45::win(R).
money(0, 2).
money(R, M) :- R > 0, R =< 6, P is R - 1, money(P, M0), M0 > 0, M0 < 4, win(P), M is M0 + 1.
money(R, M) :- R > 0, R =< 6, P is R - 1, money(P, M0), M0 > 0, M0 < 4, \+ win(P), M is M0 - 1.
money(R, M) :- R > 0, R =< 6, P is R - 1, money(P, M), (M =:= 0 ; M =:= 4).
ruined :- money(6, 0).
rich :- money(6, 4).
query(ruined).
query(rich).
query(money(6, M)).
