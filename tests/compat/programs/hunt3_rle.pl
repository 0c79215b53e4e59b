% run-length encoding with pairs N-X and an accumulator
rle([], []).
rle([X|Xs], R) :- run(X, Xs, 1, R).
run(X, [], N, [N-X]).
run(X, [X|Xs], N, R) :- N1 is N + 1, run(X, Xs, N1, R).
run(X, [Y|Ys], N, [N-X|R]) :- X \= Y, run(Y, Ys, 1, R).
expand([], []).
expand([0-_|T], R) :- expand(T, R).
expand([N-X|T], [X|R]) :- N > 0, N1 is N - 1, expand([N1-X|T], R).
query(rle([a,a,b,c,c,c,a], _)).
query(expand([2-x, 1-'Y', 0-z, 3-"s"], _)).
