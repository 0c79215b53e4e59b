% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(cards).
size(cards, 52).
property(suit, [hearts, spades, clubs, diamonds]).
given(exactly(13, cards, hearts)).
given(exactly(13, cards, spades)).
given(exactly(13, cards, clubs)).
take(cards, hand, 2).
probability(none(hand, hearts)).
