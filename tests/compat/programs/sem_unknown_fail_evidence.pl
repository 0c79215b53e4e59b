% under unknown(fail) an undefined query is false, and negative evidence on an undefined atom is consistent
:- unknown(fail).
0.5::a. 0.4::b.
r :- a, undefined_thing.
r :- b.
evidence(nothing_here, false).
query(nothing_there). query(r). query(a).
