% written for this corpus by a find-only hunt (session 22; planning over time steps)
% planning over time steps: a robot moves along a corridor with slippage
pos(0, 0).
action(T, right) :- T < 4.
0.8::moves(T) :- action(T, right).
pos(T1, P1) :- T1 > 0, T is T1 - 1, pos(T, P), moves(T), P1 is P + 1.
pos(T1, P) :- T1 > 0, T1 =< 4, T is T1 - 1, pos(T, P), \+ moves(T).
goal_reached(T) :- between(0, 4, T), pos(T, 3).
query(pos(4, P)).
query(goal_reached(T)).
