% hunt17b: fuzzer mutant of nlp4plp_p03 (reorder-clauses; fact-ad clauses 4+3): a given/1 fact in an annotated disjunction made library(nlp4plp)'s 'static instance computation failed' error fire here; ProbLog's \+ cstatins(cards) is false on its face
:- use_module(library(nlp4plp)).
group(cards).
0.4::probability(none(hand, hearts)); 0.35::given(exactly(13, cards, clubs)).
given(exactly(13, cards, hearts)).
size(cards, 52).
property(suit, [hearts, spades, clubs, diamonds]).
given(exactly(13, cards, spades)).
take(cards, hand, 2).
