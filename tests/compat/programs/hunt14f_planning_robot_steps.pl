% written for this corpus by a find-only hunt (session 23; planning, inventory and Markov chains)
% A robot moving on a line for three steps with slipping actions; probability of reaching the goal
0.8::moves(T); 0.2::slips(T) :- between(1, 3, T).
pos(0, 0).
pos(T, P) :- T > 0, T0 is T - 1, pos(T0, P0), moves(T), P is P0 + 1.
pos(T, P) :- T > 0, T0 is T - 1, pos(T0, P), slips(T).
goal :- pos(3, P), P >= 2.
query(pos(3, _)).
query(goal).
evidence(slips(2), false).
