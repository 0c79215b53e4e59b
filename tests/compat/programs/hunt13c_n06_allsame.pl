% written for this corpus by a find-only hunt (session 21; n06_allsame)
:- use_module(library(nlp4plp)).
group(socks).
size(socks, 10).
property(color, [black, white, grey]).
given(exactly(4, socks, black)).
given(exactly(3, socks, white)).
take(socks, pair, 2).
probability(all_same(pair, color)).
probability(all_diff(pair, color)).
