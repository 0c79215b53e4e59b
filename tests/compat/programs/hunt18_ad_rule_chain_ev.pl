% annotated disjunctions in rule bodies chained: a supply chain where each stage picks a supplier
stage(1). stage(2). stage(3).
0.6::supplier(S, local); 0.3::supplier(S, overseas); 0.1::supplier(S, none) :- stage(S).
0.05::late(S) :- supplier(S, local).
0.3::late(S) :- supplier(S, overseas).
late(S) :- supplier(S, none).
delayed :- stage(S), late(S).
on_time :- \+ delayed.
evidence(supplier(2, local)).
evidence(late(3)).
query(on_time).
query(supplier(3, X)).
query(supplier(1, X)).
