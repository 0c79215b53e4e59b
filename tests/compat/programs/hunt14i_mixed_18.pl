% probabilistic choice of sorting algorithm, same result
:- use_module(library(lists)).
0.5::use(qs) ; 0.5::use(ins).
qs([], []).
qs([H|T], S) :- part(H, T, L, G), qs(L, A), qs(G, B), append(A, [H|B], S).
part(_, [], [], []).
part(P, [X|Xs], [X|L], G) :- X =< P, part(P, Xs, L, G).
part(P, [X|Xs], L, [X|G]) :- X > P, part(P, Xs, L, G).
isort([], []).
isort([H|T], S) :- isort(T, S0), ins(H, S0, S).
ins(X, [], [X]).
ins(X, [Y|T], [X, Y|T]) :- X =< Y.
ins(X, [Y|T], [Y|R]) :- X > Y, ins(X, T, R).
sorted(S) :- use(qs), qs([4, 2, 5, 1], S).
sorted(S) :- use(ins), isort([4, 2, 5, 1], S).
query(sorted(_)).
