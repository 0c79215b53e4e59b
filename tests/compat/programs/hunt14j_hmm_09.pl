% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% list model over 8 time steps, evidence at every step
0.6::state(0, sunny); 0.4::state(0, rainy).
0.7::state(T, sunny); 0.3::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, sunny).
0.4::state(T, sunny); 0.6::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, rainy).
0.6::obs(T, walk); 0.3::obs(T, shop); 0.1::obs(T, clean) :- state(T, sunny).
0.1::obs(T, walk); 0.4::obs(T, shop); 0.5::obs(T, clean) :- state(T, rainy).
observed([clean, walk, clean, clean, shop, shop, shop, shop]).
seq(_, []).
seq(T, [O|Os]) :- obs(T, O), T1 is T + 1, seq(T1, Os).
explains :- observed(L), seq(0, L).
evidence(explains).
query(state(7, sunny)).
query(state(4, rainy)).
query(state(0, sunny)).
