% combined: a Markov chain over 3 states (ADs with a time argument), the states visited in 3 steps as a set with findall and sort, and a negated goal
:- use_module(library(lists)).
0.5::step(T, a, a); 0.5::step(T, a, b).
0.3::step(T, b, a); 0.4::step(T, b, b); 0.3::step(T, b, c).
1.0::step(T, c, c).
at(0, a).
at(T, S) :- T > 0, P is T - 1, at(P, S0), step(P, S0, S).
visited(V) :- findall(S, (between(0, 2, T), at(T, S)), L), sort(L, V).
absorbed :- at(3, c).
never_c :- \+ absorbed.
query(visited(_)).
query(never_c).
query(at(3, _)).
