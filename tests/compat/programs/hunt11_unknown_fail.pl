% :- unknown(fail). makes undefined predicates fail
:- unknown(fail).
0.5::a.
b :- a, undefined_thing.
c :- a ; undefined_other(1).
query(b).
query(c).
