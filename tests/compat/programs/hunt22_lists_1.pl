% list algorithms with probabilistic inputs: run-length encoding, flatten-free pairing with zip, and sum of a sliding window
:- use_module(library(lists)).
0.6::bit(1, a); 0.4::bit(1, b).
0.5::bit(2, a); 0.5::bit(2, b).
0.3::bit(3, a); 0.7::bit(3, b).
word([X, Y, Z]) :- bit(1, X), bit(2, Y), bit(3, Z).
rle([], []).
rle([X|T], [X-N|R]) :- count_same(X, T, 1, N, Rest), rle(Rest, R).
count_same(X, [X|T], A, N, R) :- A1 is A + 1, count_same(X, T, A1, N, R).
count_same(X, [Y|T], N, N, [Y|T]) :- X \== Y.
count_same(_, [], N, N, []).
enc(E) :- word(W), rle(W, E).
runs(K) :- enc(E), length(E, K).
query(enc(_)).
query(runs(_)).
