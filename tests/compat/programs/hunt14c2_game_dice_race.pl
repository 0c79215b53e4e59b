% written for this corpus by a find-only hunt (session 22; games)
% race game: two players, each turn moves 1 or 2, first to reach 4 wins
0.5::adv(P, T, 1) ; 0.5::adv(P, T, 2).
player(a). player(b).
at(P, 0, 0) :- player(P).
at(P, T, X) :- T > 0, T =< 3, T0 is T - 1, at(P, T0, X0), adv(P, T0, D), X is min(4, X0 + D).
finished(P, T) :- at(P, T, 4).
first_finish(P, T) :- finished(P, T), T0 is T - 1, \+ finished(P, T0).
win(a) :- between(1, 3, T), first_finish(a, T), \+ (between(1, T, T2), finished(b, T2)).
query(win(a)).
query(at(a, 3, X)).
