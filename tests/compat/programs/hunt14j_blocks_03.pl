% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a probabilistic planner: each of 4 steps takes one of two actions, and an action may slip
0.5::act(T, load); 0.5::act(T, drive) :- between(0, 3, T).
0.9::works(T) :- between(0, 3, T).
at(0, depot). loaded(0, no).
at(T1, P) :- between(1, 4, T1), T is T1 - 1, at(T, P0), move(T, P0, P).
move(T, depot, city) :- act(T, drive), works(T).
move(T, city, depot) :- act(T, drive), works(T).
move(T, P, P) :- act(T, load).
move(T, P, P) :- act(T, drive), \+ works(T).
loaded(T1, yes) :- between(1, 4, T1), T is T1 - 1, at(T, depot), act(T, load), works(T).
loaded(T1, yes) :- between(1, 4, T1), T is T1 - 1, loaded(T, yes).
delivered :- at(4, city), loaded(4, yes).
query(delivered).
query(at(4, _)).
