% drawing two cards without replacement from a small deck with select_uniform
:- use_module(library(lists)).
deck([h1, h2, s1, s2, d3]).
suit(h1, hearts). suit(h2, hearts). suit(s1, spades). suit(s2, spades). suit(d3, diamonds).
rank(h1, 1). rank(h2, 2). rank(s1, 1). rank(s2, 2). rank(d3, 3).
hand([A, B]) :- deck(D), select_uniform(1, D, A, R), select_uniform(2, R, B, _).
pair :- hand([A, B]), rank(A, R), rank(B, R).
flush :- hand([A, B]), suit(A, S), suit(B, S).
score(S) :- hand([A, B]), rank(A, X), rank(B, Y), S is X + Y.
has_diamond :- hand(H), member(C, H), suit(C, diamonds).
query(pair).
query(flush).
query(score(S)).
query(has_diamond).
query(hand(H)).
