% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro quicksort with partition, 120 pseudo-random numbers; the list is chosen by a coin
0.3::seed(7); 0.7::seed(13).
gen(0, _, []).
gen(N, S, [X|Xs]) :- N > 0, X is (S * 37 + 11) mod 101, N1 is N - 1, gen(N1, X, Xs).
qsort([], []).
qsort([X|Xs], S) :- partition(Xs, X, L, B), qsort(L, SL), qsort(B, SB), append(SL, [X|SB], S).
partition([], _, [], []).
partition([Y|Ys], X, [Y|L], B) :- Y =< X, partition(Ys, X, L, B).
partition([Y|Ys], X, L, [Y|B]) :- Y > X, partition(Ys, X, L, B).
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
last([X], X).
last([_|T], X) :- last(T, X).
smallest(M) :- seed(S), gen(120, S, L), qsort(L, [M|_]).
largest(M) :- seed(S), gen(120, S, L), qsort(L, Sorted), last(Sorted, M).
query(smallest(_)).
query(largest(_)).
