% written for this corpus by a find-only hunt (session 22; games)
% win/lose game positions: a position is won if some move leads to a lost one
0.8::move(a, b). 0.6::move(a, c). 0.5::move(b, d). 0.7::move(c, d). 0.4::move(c, e). 0.9::move(d, f).
win(X) :- move(X, Y), \+ win(Y).
query(win(a)).
query(win(c)).
query(win(b)).
