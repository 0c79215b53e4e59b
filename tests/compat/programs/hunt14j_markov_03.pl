% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a Markov chain over 3 states for 6 steps, time driven by between/3
time(T) :- between(1, 6, T).
at(0, s0).
3/20::tr(T, s0, s0); 9/20::tr(T, s0, s1); 6/20::tr(T, s0, s2) :- time(T).
4/18::tr(T, s1, s0); 7/18::tr(T, s1, s1); 7/18::tr(T, s1, s2) :- time(T).
7/20::tr(T, s2, s0); 4/20::tr(T, s2, s1); 9/20::tr(T, s2, s2) :- time(T).
at(T, Y) :- time(T), T1 is T - 1, at(T1, X), tr(T, X, Y).
alive(T) :- at(T, _).
visited(S) :- time(T), at(T, S).
query(at(6, s0)).
query(at(6, s1)).
query(at(6, s2)).
query(alive(6)).
query(visited(s1)).
