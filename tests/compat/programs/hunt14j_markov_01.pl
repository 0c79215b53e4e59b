% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a Markov chain over 3 states for 10 steps, time driven by between/3
time(T) :- between(1, 10, T).
at(0, s0).
5/19::tr(T, s0, s0); 9/19::tr(T, s0, s1); 5/19::tr(T, s0, s2) :- time(T).
8/26::tr(T, s1, s0); 8/26::tr(T, s1, s1); 7/26::tr(T, s1, s2) :- time(T).
9/22::tr(T, s2, s0); 5/22::tr(T, s2, s1); 5/22::tr(T, s2, s2) :- time(T).
at(T, Y) :- time(T), T1 is T - 1, at(T1, X), tr(T, X, Y).
stuck(T) :- time(T), \+ moved(T).
moved(T) :- at(T, _).
query(at(10, s0)).
query(at(10, s1)).
query(at(10, s2)).
query(stuck(10)).
