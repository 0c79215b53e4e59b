app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
query(app(_, _, [a, b])).
two(X) :- app(X, Y, [1]), Y \== z.
query(two(_)).
