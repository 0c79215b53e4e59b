% a two-state Markov chain with tabling, reachable states per step queried over all steps
0.7::stay(T, S) :- state(S), between(0, 9, T).
state(hot). state(cold).
other(hot, cold). other(cold, hot).
at(0, hot).
at(T1, S) :- between(1, 10, T1), T is T1 - 1, at(T, S), stay(T, S).
at(T1, S2) :- between(1, 10, T1), T is T1 - 1, at(T, S), \+ stay(T, S), other(S, S2).
query(at(_, hot)).
