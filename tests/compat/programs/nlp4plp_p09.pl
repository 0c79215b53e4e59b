% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(coins).
size(coins, 2).
property(side, [heads, tails]).
given(exactly(1, coins, heads)).
take_wr(coins, tosses, 4).
probability(more_than(2, tosses, heads)).
