% quicksort of 300 pseudo-random numbers
rnd(0, _, []).
rnd(N, S, [X|T]) :- N > 0, X is S mod 1000, S1 is (S * 1103515245 + 12345) mod 2147483648, N1 is N - 1, rnd(N1, S1, T).
qs([], []).
qs([H|T], S) :- part(H, T, L, G), qs(L, A), qs(G, B), app(A, [H|B], S).
part(_, [], [], []).
part(P, [X|Xs], [X|L], G) :- X =< P, part(P, Xs, L, G).
part(P, [X|Xs], L, [X|G]) :- X > P, part(P, Xs, L, G).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
r(F, L) :- rnd(300, 42, Xs), qs(Xs, [F|_]), last_(Xs, L).
last_([X], X).
last_([_|T], X) :- last_(T, X).
query(r(_, _)).
