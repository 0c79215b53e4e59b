% cards: drawing two cards without replacement from a small deck, select_uniform over lists
:- use_module(library(lists)).
deck([h1, h2, h3, s1, s2]).
suit(h1, hearts). suit(h2, hearts). suit(h3, hearts). suit(s1, spades). suit(s2, spades).
draw(C1, C2) :- deck(D), select_uniform(first, D, C1, R), select_uniform(second, R, C2, _).
same_suit :- draw(A, B), suit(A, S), suit(B, S).
has_spade :- draw(A, _), suit(A, spades).
has_spade :- draw(_, B), suit(B, spades).
value(h1, 1). value(h2, 2). value(h3, 3). value(s1, 1). value(s2, 2).
pair_value(V) :- draw(A, B), value(A, X), value(B, Y), V is X + Y.
query(same_suit).
query(has_spade).
query(pair_value(V)).
