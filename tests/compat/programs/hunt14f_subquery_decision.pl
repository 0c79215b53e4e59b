% written for this corpus by a find-only hunt (session 23; subquery inside a program)
% Choosing an action by expected utility: subquery/2 for each action's success probability
0.7::rain.
0.9::dry(umbrella) :- rain.
dry(umbrella) :- \+ rain.
0.1::dry(none) :- rain.
dry(none) :- \+ rain.
utility(umbrella, 8, -2). utility(none, 10, -5).
eu(A, U) :- utility(A, G, B), subquery(dry(A), P), U is P * G + (1 - P) * B.
best(A) :- eu(A, U), \+ (eu(B, V), B \= A, V > U).
query(eu(_, _)).
query(best(_)).
