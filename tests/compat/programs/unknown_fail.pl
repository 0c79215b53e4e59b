% :- unknown(fail): an undefined predicate fails instead of raising an error.
:- unknown(fail).
0.4::rain.
wet :- rain.
wet :- sprinkler_on.
dry :- \+ wet.
query(wet). query(dry). query(undefined_thing).
