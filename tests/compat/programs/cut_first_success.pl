% library(cut): the first indexed clause that succeeds, in index order (not file order)
:- use_module(library(cut)).
0.4::rain. 0.7::cold.
wear(3, sandals).
wear(1, coat) :- rain, cold.
wear(2, jumper) :- cold.
outfit(X) :- cut(wear(X)).
query(outfit(_)). query(outfit(sandals)).
