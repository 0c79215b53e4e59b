% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a random walk with drift on 0..6 for 12 steps, reflecting at the ends, evidence at step 6
0.3::up(T); 0.5::down(T) :- between(1, 12, T).
pos(0, 3).
pos(T, X) :- between(1, 12, T), T1 is T - 1, pos(T1, X0), nxt(T, X0, X).
nxt(T, X0, X) :- up(T), X is min(6, X0 + 1).
nxt(T, X0, X) :- down(T), X is max(0, X0 - 1).
nxt(T, X0, X0) :- \+ up(T), \+ down(T).
evidence(pos(6, 3)).
query(pos(12, _)).
