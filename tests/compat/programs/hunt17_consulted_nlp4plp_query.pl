% hunt17: library(nlp4plp) is consulted by ProbLog, not imported, so its query(X) :- probability(X). joins the program's own query/1 facts
:- use_module(library(nlp4plp)).
group(cards).
property(suit, [hearts, spades, clubs, diamonds]).
given(one_each(cards, suit)).
take(cards, hand, 2).
probability(atleast(1, hand, hearts)).
probability(exactly(0, hand, spades)).
query(take(_, _, _)).
