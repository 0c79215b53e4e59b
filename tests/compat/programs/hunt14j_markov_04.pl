% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a Markov chain over 3 states for 8 steps, time driven by between/3
time(T) :- between(1, 8, T).
at(0, s0).
8/15::tr(T, s0, s0); 1/15::tr(T, s0, s1); 3/15::tr(T, s0, s2) :- time(T).
7/18::tr(T, s1, s0); 3/18::tr(T, s1, s1); 5/18::tr(T, s1, s2) :- time(T).
8/19::tr(T, s2, s0); 6/19::tr(T, s2, s1); 5/19::tr(T, s2, s2) :- time(T).
at(T, Y) :- time(T), T1 is T - 1, at(T1, X), tr(T, X, Y).
alive(T) :- at(T, _).
visited(S) :- time(T), at(T, S).
query(at(8, s0)).
query(at(8, s1)).
query(at(8, s2)).
query(alive(8)).
query(visited(s1)).
evidence(at(4, s1)).
