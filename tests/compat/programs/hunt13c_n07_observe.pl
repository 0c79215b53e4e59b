% written for this corpus by a find-only hunt (session 21; n07_observe)
:- use_module(library(nlp4plp)).
group(coins).
given(one_each(coins, side)).
property(side, [heads, tails]).
take_wr(coins, flips, 4).
observe(atleast(1, flips, heads)).
probability(exactly(2, flips, heads)).
probability(nth(1, flips, heads)).
