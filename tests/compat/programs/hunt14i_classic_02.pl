% quicksort with partition
qsort([], []).
qsort([H|T], S) :- part(H, T, L, G), qsort(L, SL), qsort(G, SG), app(SL, [H|SG], S).
part(_, [], [], []).
part(P, [X|Xs], [X|L], G) :- X =< P, part(P, Xs, L, G).
part(P, [X|Xs], L, [X|G]) :- X > P, part(P, Xs, L, G).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
query(qsort([3,1,4,1,5,9,2,6,5,3,5], _)).
query(qsort([], _)).
