% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% probabilistic blocks world: a uniformly chosen legal move succeeds with 0.8, 2 steps
:- use_module(library(lists)).
block(a). block(b). block(c).
holds(0, on(a, table)). holds(0, on(b, a)). holds(0, on(c, table)).
place(X) :- block(X).
place(table).
clear(T, X) :- place(X), X \== table, \+ holds(T, on(_, X)).
clear(_, table).
cand(T, move(X, Y)) :- block(X), clear(T, X), place(Y), X \== Y, clear(T, Y), \+ holds(T, on(X, Y)).
choose(T, A) :- findall(M, cand(T, M), L), L \== [], length(L, N), P is 1 / N, member(A, L), pick(T, A, P).
P::pick(T, A, P).
0.8::works(T).
did(T, A) :- choose(T, A), works(T).
holds(T1, on(X, Y)) :- between(1, 2, T1), T is T1 - 1, did(T, move(X, Y)).
holds(T1, on(X, Z)) :- between(1, 2, T1), T is T1 - 1, holds(T, on(X, Z)), \+ moved(T, X).
moved(T, X) :- did(T, move(X, _)).
goal(T) :- holds(T, on(a, b)), holds(T, on(b, c)).
query(goal(2)).
query(holds(2, on(c, table))).
