% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% weather model over 9 time steps, evidence at every step
0.6::state(0, sunny); 0.4::state(0, rainy).
0.7::state(T, sunny); 0.3::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, sunny).
0.4::state(T, sunny); 0.6::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, rainy).
0.6::obs(T, walk); 0.3::obs(T, shop); 0.1::obs(T, clean) :- state(T, sunny).
0.1::obs(T, walk); 0.4::obs(T, shop); 0.5::obs(T, clean) :- state(T, rainy).
evidence(obs(0, shop)).
evidence(obs(1, shop)).
evidence(obs(2, shop)).
evidence(obs(3, clean)).
evidence(obs(4, walk)).
evidence(obs(5, walk)).
evidence(obs(6, shop)).
evidence(obs(7, shop)).
evidence(obs(8, walk)).
query(state(8, sunny)).
query(state(4, rainy)).
query(state(0, sunny)).
