% hunt19: a mutant of hunt2_cyclic_neg_ok.pl: aux-split clause 8 at 1; cond-else-true clause 8 goal 2; disj-goals clause 6 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.5::link(a, b).
0.5::link(b, c).
0.5::link(c, a).
0.5::link(b, a).
reach(X, Y) :- link(X, Y).
reach(X, Y) :- ( link(X, Z) ; reach(Z, Y) ).
loop(X) :- reach(X, X).
acyclic_at(X) :- aux_8(X), ( \+ loop(X) ; \+ (\+ loop(X)) ).
aux_8(X) :- member(X, [a, b, c]).
sink(X) :- member(X, [a, b, c]), \+ link(X, _).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(link(c, a), true).
query(acyclic_at(_)).
query(sink(_)).
query(loop(b)).
