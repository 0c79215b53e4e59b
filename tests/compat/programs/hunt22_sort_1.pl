% insertion sort and quicksort (classic Prolog) on a list whose elements come from annotated disjunctions; P(sorted result) and P(max)
0.5::x(a, 3); 0.5::x(a, 1).
0.3::x(b, 2); 0.7::x(b, 5).
0.6::x(c, 4); 0.4::x(c, 1).
input([A, B, C]) :- x(a, A), x(b, B), x(c, C).
isort([], []).
isort([H|T], S) :- isort(T, S0), ins(H, S0, S).
ins(X, [], [X]).
ins(X, [Y|T], [X, Y|T]) :- X =< Y.
ins(X, [Y|T], [Y|R]) :- X > Y, ins(X, T, R).
qsort([], []).
qsort([P|Xs], S) :- part(P, Xs, L, G), qsort(L, SL), qsort(G, SG), append_(SL, [P|SG], S).
part(_, [], [], []).
part(P, [X|Xs], [X|L], G) :- X =< P, part(P, Xs, L, G).
part(P, [X|Xs], L, [X|G]) :- X > P, part(P, Xs, L, G).
append_([], L, L).
append_([H|T], L, [H|R]) :- append_(T, L, R).
isorted(S) :- input(I), isort(I, S).
qsorted(S) :- input(I), qsort(I, S).
same :- input(I), isort(I, S), qsort(I, S).
query(isorted(_)).
query(qsorted([1, 1, 2])).
query(same).
