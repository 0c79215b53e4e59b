% less than, without replacement
:- use_module(library(nlp4plp)).
group(marbles).
size(marbles, 12).
property(color, [green, yellow]).
given(exactly(4, marbles, green)).
take(marbles, hand, 3).
probability(less_than(2, hand, green)).
