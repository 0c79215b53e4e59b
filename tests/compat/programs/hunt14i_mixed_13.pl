% run-length encode random bits
0.5::bit(I, 1) ; 0.5::bit(I, 0) :- between(1, 4, I).
bits([A, B, C, D]) :- bit(1, A), bit(2, B), bit(3, C), bit(4, D).
rle([], []).
rle([X|Xs], [X-N|R]) :- run(X, Xs, 1, N, Rest), rle(Rest, R).
run(X, [X|T], A, N, R) :- A1 is A + 1, run(X, T, A1, N, R).
run(X, [Y|T], N, N, [Y|T]) :- X \= Y.
run(_, [], N, N, []).
runs(K) :- bits(B), rle(B, R), length(R, K).
query(runs(_)).
