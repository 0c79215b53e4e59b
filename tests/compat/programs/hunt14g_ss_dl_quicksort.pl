% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's quicksort with difference lists; the input list is chosen by an AD
0.5::input([3, 1, 2]); 0.3::input([5, 4, 6, 1]); 0.2::input([2, 2, 1]).
quicksort(Xs, Ys) :- qs(Xs, Ys-[]).
qs([X|Xs], Ys-Zs) :- partition(Xs, X, Ls, Bs), qs(Ls, Ys-[X|Ys1]), qs(Bs, Ys1-Zs).
qs([], Xs-Xs).
partition([X|Xs], Y, [X|Ls], Bs) :- X =< Y, partition(Xs, Y, Ls, Bs).
partition([X|Xs], Y, Ls, [X|Bs]) :- X > Y, partition(Xs, Y, Ls, Bs).
partition([], _, [], []).
sorted(S) :- input(L), quicksort(L, S).
query(sorted(_)).
