% hunt10: unknown(fail) lets an undefined predicate fail
:- unknown(fail).
0.4::a.
b :- a, undefined_thing.
c :- a ; undefined_other(1).
d :- \+ missing.
query(b). query(c). query(d).
