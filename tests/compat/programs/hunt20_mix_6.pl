% combined: student grades (AD over scores, maplist and sum_list via libraries, nth1, a pass threshold with evidence)
:- use_module(library(lists)).
:- use_module(library(apply)).
student(s1). student(s2).
0.2::score(S, E, 4); 0.5::score(S, E, 7); 0.3::score(S, E, 9) :- student(S), member(E, [e1, e2, e3]).
scores(S, L) :- student(S), maplist(score(S), [e1, e2, e3], L).
total(S, T) :- scores(S, L), sum_list(L, T).
passes(S) :- total(S, T), T >= 20.
best_first(S) :- scores(S, L), nth1(1, L, X), max_list(L, X).
evidence(score(s1, e1, 9)).
query(passes(_)).
query(best_first(s1)).
query(total(s2, T)) :- member(T, [12, 21, 27]).
