% probabilistic list membership with select and nth over an AD-chosen list
:- use_module(library(lists)).
0.5::deck([a, b, c]); 0.5::deck([b, c]).
0.5::draw(X) :- deck(L), member(X, L).
second(X) :- deck(L), nth1(2, L, X).
rest(R) :- deck(L), select(b, L, R).
query(draw(_)).
query(second(_)).
query(rest(_)).
