% written for this corpus by a find-only hunt (session 22; games)
% duel: players alternate shots until a hit or four shots
hit_rate(a, 0.4). hit_rate(b, 0.6).
P::hit(S, X) :- hit_rate(X, P).
shooter(S, a) :- 1 is S mod 2.
shooter(S, b) :- 0 is S mod 2.
first_hit(S, X) :- between(1, 4, S), shooter(S, X), hit(S, X), \+ earlier_hit(S).
earlier_hit(S) :- between(1, S, S2), S2 < S, shooter(S2, Y), hit(S2, Y).
survivor(b) :- first_hit(_, a).
survivor(a) :- first_hit(_, b).
query(survivor(X)).
query(first_hit(S, X)).
