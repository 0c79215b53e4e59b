% three cards drawn without replacement from an eight-card deck: all one suit
deck([h1, h2, h3, h4, s1, s2, s3, s4]).
suit(C, h) :- member(C, [h1, h2, h3, h4]).
suit(C, s) :- member(C, [s1, s2, s3, s4]).
draw(0, D, []) :- deck(D).
draw(N, Rest, [C|Cs]) :- N > 0, M is N - 1, draw(M, D, Cs), pick(N, D, C), select(C, D, Rest).
P::pick(N, D, C) :- between(1, 3, N), length(D, K), K > 0, P is 1 / K, member(C, D).
hand(H) :- draw(3, _, H).
flush :- hand([A, B, C]), suit(A, S), suit(B, S), suit(C, S).
query(flush).
:- use_module(library(lists)).
