% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% integer arithmetic in a model: modular clock, integer division, powers
0.5::tick(T).
clock(0, 0).
clock(T, H) :- T > 0, T =< 4, P is T - 1, clock(P, H0), (tick(P), H is (H0 + 5) mod 12 ; \+ tick(P), H = H0).
score(S) :- clock(4, H), S is H // 3 + 2 ** 2.
parity(even) :- clock(4, H), 0 is H mod 2.
parity(odd) :- clock(4, H), 1 is H mod 2.
query(clock(4, H)).
query(score(S)).
query(parity(P)).
