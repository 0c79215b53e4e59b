% written for this corpus by a find-only hunt (session 21; n03_choose_group)
:- use_module(library(nlp4plp)).
super_group(urns).
group(urn1).
size(urn1, 5).
property(color, [red, blue]).
given(exactly(2, urn1, red)).
group(urn2).
size(urn2, 4).
given(exactly(3, urn2, red)).
choose_group(urns, urn).
take(urn, drawn, 1).
probability(all(drawn, red)).
