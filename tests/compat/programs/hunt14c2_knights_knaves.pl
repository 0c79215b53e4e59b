% written for this corpus by a find-only hunt (session 22; games)
% knights and knaves with a prior on each islander
0.5::knight(a). 0.5::knight(b).
says(a, both_knaves).
holds(both_knaves) :- \+ knight(a), \+ knight(b).
consistent(P) :- says(P, S), knight(P), holds(S).
consistent(P) :- says(P, S), \+ knight(P), \+ holds(S).
evidence(consistent(a)).
query(knight(a)).
query(knight(b)).
