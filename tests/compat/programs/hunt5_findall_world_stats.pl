% per-world statistics of a small population
:- use_module(library(lists)).
person(a). person(b). person(c). person(d).
0.3::sick(P) :- person(P).
sick_list(L) :- findall(P, sick(P), L).
epidemic :- sick_list(L), length(L, N), N >= 3.
healthy(N) :- findall(P, (person(P), \+ sick(P)), L), length(L, N).
query(epidemic). query(healthy(_)).
