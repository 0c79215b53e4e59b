% :- unknown(fail) lets undefined predicates fail inside a probabilistic model
:- unknown(fail).
0.4::rain.
wet :- rain.
wet :- sprinkler_on.
dry :- \+ wet.
query(wet). query(dry).
