% merge sort
msort([], []).
msort([X], [X]).
msort([A,B|T], S) :- halve([A,B|T], L, R), msort(L, SL), msort(R, SR), merge(SL, SR, S).
halve([], [], []).
halve([X], [X], []).
halve([X,Y|T], [X|L], [Y|R]) :- halve(T, L, R).
merge([], L, L).
merge([H|T], [], [H|T]).
merge([X|Xs], [Y|Ys], [X|Zs]) :- X =< Y, merge(Xs, [Y|Ys], Zs).
merge([X|Xs], [Y|Ys], [Y|Zs]) :- X > Y, merge([X|Xs], Ys, Zs).
query(msort([38, 27, 43, 3, 9, 82, 10], _)).
