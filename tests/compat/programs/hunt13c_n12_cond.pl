% written for this corpus by a find-only hunt (session 21; n12_cond)
:- use_module(library(nlp4plp)).
group(people).
size(people, 20).
property(gender, [male, female]).
property(hand, [left, right]).
given(exactly(8, people, male)).
given(exactly(3, people, and(male, left))).
given(exactly(2, people, and(female, left))).
take(people, chosen, 2).
probability(exactly(1, chosen, left)).
probability(and(all(chosen, female), none(chosen, left))).
