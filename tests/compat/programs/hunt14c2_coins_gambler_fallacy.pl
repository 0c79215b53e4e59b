% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% independent flips: evidence on a run does not change the next flip
0.5::heads(N).
streak(0).
streak(N) :- N > 0, heads(N), M is N - 1, streak(M).
evidence(streak(4)).
query(heads(5)).
query(heads(3)).
