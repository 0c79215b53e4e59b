% probabilistic cycle with negation above the cycle (ProbLog accepts it)
0.5::link(a, b). 0.5::link(b, c). 0.5::link(c, a). 0.5::link(b, a).
reach(X, Y) :- link(X, Y).
reach(X, Y) :- link(X, Z), reach(Z, Y).
loop(X) :- reach(X, X).
acyclic_at(X) :- member(X, [a, b, c]), \+ loop(X).
sink(X) :- member(X, [a, b, c]), \+ link(X, _).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(link(c, a), true).
query(acyclic_at(_)). query(sink(_)). query(loop(b)).
