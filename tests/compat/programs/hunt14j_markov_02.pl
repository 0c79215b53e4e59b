% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a Markov chain over 2 states for 25 steps, time driven by between/3
time(T) :- between(1, 25, T).
at(0, s0).
2/9::tr(T, s0, s0); 7/9::tr(T, s0, s1) :- time(T).
9/11::tr(T, s1, s0); 2/11::tr(T, s1, s1) :- time(T).
at(T, Y) :- time(T), T1 is T - 1, at(T1, X), tr(T, X, Y).
stuck(T) :- time(T), \+ moved(T).
moved(T) :- at(T, _).
query(at(25, s0)).
query(at(25, s1)).
query(stuck(25)).
