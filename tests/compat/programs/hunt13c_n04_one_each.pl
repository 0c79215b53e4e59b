% written for this corpus by a find-only hunt (session 21; n04_one_each)
:- use_module(library(nlp4plp)).
group(cards).
property(suit, [hearts, spades, clubs, diamonds]).
given(one_each(cards, suit)).
take(cards, hand, 2).
probability(atleast(1, hand, hearts)).
probability(exactly(0, hand, spades)).
