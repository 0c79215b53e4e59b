% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a game on a probabilistic acyclic move graph: win/lose by negation through recursion (stratified per ground atom)
0.52::move(0, 1).
0.69::move(0, 2).
0.64::move(1, 2).
0.67::move(1, 4).
0.39::move(2, 3).
0.35::move(2, 4).
0.7::move(3, 4).
0.53::move(3, 5).
0.45::move(4, 5).
0.45::move(4, 7).
0.38::move(5, 6).
0.43::move(6, 7).
0.78::move(6, 9).
0.49::move(7, 8).
0.31::move(7, 9).
0.79::move(7, 10).
0.86::move(8, 11).
0.85::move(9, 10).
0.51::move(9, 12).
0.75::move(10, 11).
0.74::move(10, 12).
0.76::move(11, 12).
0.83::move(11, 13).
0.52::move(12, 13).
0.53::move(12, 15).
0.41::move(13, 14).
0.42::move(13, 15).
0.34::move(13, 16).
0.44::move(14, 16).
0.78::move(14, 17).
0.35::move(15, 17).
0.74::move(16, 17).
win(X) :- move(X, Y), \+ win(Y).
query(win(0)).
query(win(3)).
query(win(7)).
query(win(12)).
