% run-length encoding
rle([], []).
rle([X|Xs], [X-N|R]) :- count(X, Xs, 1, N, Rest), rle(Rest, R).
count(X, [X|T], A, N, R) :- A1 is A + 1, count(X, T, A1, N, R).
count(X, [Y|T], N, N, [Y|T]) :- X \= Y.
count(_, [], N, N, []).
query(rle([a,a,b,c,c,c,a], _)).
