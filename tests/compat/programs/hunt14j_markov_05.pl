% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a Markov chain over 2 states for 10 steps, time driven by between/3
time(T) :- between(1, 10, T).
at(0, s0).
6/15::tr(T, s0, s0); 8/15::tr(T, s0, s1) :- time(T).
3/13::tr(T, s1, s0); 7/13::tr(T, s1, s1) :- time(T).
at(T, Y) :- time(T), T1 is T - 1, at(T1, X), tr(T, X, Y).
alive(T) :- at(T, _).
visited(S) :- time(T), at(T, S).
query(at(10, s0)).
query(at(10, s1)).
query(alive(10)).
query(visited(s1)).
evidence(at(5, s1)).
