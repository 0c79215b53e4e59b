% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% roll until a six, at most 4 rolls; number of rolls used
1/6::six(N).
rolls_used(N) :- between(1, 4, N), six(N), Prev is N - 1, no_six_before(Prev).
rolls_used(5) :- no_six_before(4).
no_six_before(0).
no_six_before(N) :- N > 0, \+ six(N), M is N - 1, no_six_before(M).
query(rolls_used(N)).
