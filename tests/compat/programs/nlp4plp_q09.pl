% first draw and the rest
:- use_module(library(nlp4plp)).
group(cards).
size(cards, 10).
property(kind, [ace, other]).
given(exactly(2, cards, ace)).
take(cards, first, 1).
take(rest(first), second, 1).
observe(exactly(1, first, ace)).
probability(exactly(1, second, ace)).
