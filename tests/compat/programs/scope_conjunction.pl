% library(scope): a scoped conjunction, negation outside the scope, and an annotated disjunction in a scope
:- use_module(library(lists)).
:- use_module(library(scope)).
0.2::w:sun; 0.7::w:cloud.
0.6::w:wind.
nice :- w:(sun, wind).
not_nice :- \+ nice.
grey :- w:cloud.
query(nice). query(not_nice). query(grey).
