% written for this corpus by a find-only hunt (session 21; n11_frac)
:- use_module(library(nlp4plp)).
group(bulbs).
property(state, [defective, ok]).
given(exactly(0.1, bulbs, defective)).
take_wr(bulbs, sample, 4).
probability(atmost(1, sample, defective)).
probability(more_than(1, sample, defective)).
