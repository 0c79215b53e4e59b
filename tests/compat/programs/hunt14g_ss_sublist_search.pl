% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's sublist/prefix/suffix over a 40-element list built from a noisy sequence
0.95::clean(I) :- between(1, 40, I).
sequence(L) :- mk(1, L).
mk(41, []).
mk(I, [X|T]) :- I =< 40, X is I mod 5, I1 is I + 1, mk(I1, T).
prefix([], _).
prefix([X|Xs], [X|Ys]) :- prefix(Xs, Ys).
suffix(Xs, Xs).
suffix(Xs, [_|Ys]) :- suffix(Xs, Ys).
sublist(Xs, Ys) :- suffix(S, Ys), prefix(Xs, S).
occurs_at(P, L, I) :- occ(P, L, 1, I).
occ(P, L, I, I) :- prefix(P, L).
occ(P, [_|L], I0, I) :- I1 is I0 + 1, occ(P, L, I1, I).
pattern_clean(I) :- sequence(L), occurs_at([4, 0, 1], L, I), clean(I), I1 is I + 1, clean(I1), I2 is I + 2, clean(I2).
found :- pattern_clean(_).
query(pattern_clean(_)).
query(found).
