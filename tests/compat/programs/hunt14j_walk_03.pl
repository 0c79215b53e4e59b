% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a random walk with absorbing barriers at 0 and 5, 9 steps
0.45::step(T, left); 0.45::step(T, right); 0.1::step(T, stay) :- between(1, 9, T).
pos(0, 0).
pos(T, X) :- between(1, 9, T), T1 is T - 1, pos(T1, X1), move(T, X1, X).
move(_, X, X) :- absorbing(X).
move(T, X1, X) :- \+ absorbing(X1), step(T, D), delta(D, Dx), X is X1 + Dx.
absorbing(0). absorbing(5).
delta(left, -1). delta(right, 1). delta(stay, 0).
absorbed(T) :- pos(T, X), absorbing(X).
query(absorbed(9)).
query(pos(9, 0)).
query(pos(9, 5)).
query(pos(9, 1)).
