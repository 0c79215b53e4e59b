% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% casino model over 5 time steps, evidence at every step
0.95::die(0, fair); 0.05::die(0, loaded).
0.95::die(T, fair); 0.05::die(T, loaded) :- T > 0, T1 is T - 1, die(T1, fair).
0.1::die(T, fair); 0.9::die(T, loaded) :- T > 0, T1 is T - 1, die(T1, loaded).
1/6::roll(T, 1); 1/6::roll(T, 2); 1/6::roll(T, 3); 1/6::roll(T, 4); 1/6::roll(T, 5); 1/6::roll(T, 6) :- die(T, fair).
0.1::roll(T, 1); 0.1::roll(T, 2); 0.1::roll(T, 3); 0.1::roll(T, 4); 0.1::roll(T, 5); 0.5::roll(T, 6) :- die(T, loaded).
evidence(roll(0, 6)).
evidence(roll(1, 6)).
evidence(roll(2, 6)).
evidence(roll(3, 4)).
evidence(roll(4, 1)).
query(die(4, loaded)).
query(die(2, fair)).
