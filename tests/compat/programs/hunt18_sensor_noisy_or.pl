% sensor network: noisy-or of gas leaks over rooms, evidence on many detectors
room(kitchen). room(hall). room(cellar). room(garage).
adjacent(kitchen, hall). adjacent(hall, cellar). adjacent(cellar, garage).
near(X, Y) :- adjacent(X, Y).
near(X, Y) :- adjacent(Y, X).
0.05::leak(R) :- room(R).
0.6::spreads(X, Y) :- near(X, Y).
gas(R) :- leak(R).
gas(R) :- near(S, R), leak(S), spreads(S, R).
0.9::detects(R) :- gas(R).
0.02::detects(R) :- room(R).
alarm(R) :- detects(R).
evidence(alarm(kitchen), true).
evidence(alarm(hall), true).
evidence(alarm(cellar), false).
evidence(alarm(garage), false).
query(leak(R)).
query(gas(R)).
