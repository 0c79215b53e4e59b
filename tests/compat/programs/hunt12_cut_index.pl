% hunt12: library(cut): the first indexed clause that succeeds, with probabilistic conditions
:- use_module(library(cut)).
0.3::cold. 0.6::wet.
wear(1, coat) :- cold.
wear(2, umbrella) :- wet.
wear(3, tshirt).
dress(X) :- cut(wear(X)).
query(dress(_)).
