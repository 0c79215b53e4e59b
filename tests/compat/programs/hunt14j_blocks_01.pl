% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% blocks world with a fixed plan whose actions may fail, 5 steps
block(a). block(b). block(c). block(d).
init(on(a, table)). init(on(b, table)). init(on(c, a)). init(on(d, table)).
plan(0, move(c, table)). plan(1, move(b, c)). plan(2, move(a, b)). plan(3, move(d, a)). plan(4, move(c, d)).
0.9::ok(T) :- plan(T, _).
holds(0, F) :- init(F).
clear(T, X) :- block(X), \+ holds(T, on(_, X)).
clear(_, table).
can(T, move(X, Y)) :- clear(T, X), clear(T, Y), X \== Y.
done(T, A) :- plan(T, A), can(T, A), ok(T).
holds(T1, on(X, Y)) :- between(1, 5, T1), T is T1 - 1, done(T, move(X, Y)).
holds(T1, on(X, Z)) :- between(1, 5, T1), T is T1 - 1, holds(T, on(X, Z)), \+ done(T, move(X, _)).
tower(T) :- holds(T, on(a, b)), holds(T, on(b, c)).
query(tower(3)).
query(holds(5, on(c, d))).
query(holds(5, on(d, a))).
query(holds(5, on(_, table))).
