% meta-interpretation with call/1 and negation as failure inside
0.3::rain. 0.6::sprinkler.
wet :- rain.
wet :- sprinkler.
dry :- \+ wet.
mi(true).
mi((A, B)) :- mi(A), mi(B).
mi(\+ A) :- \+ mi(A).
mi(A) :- A \= true, A \= (_, _), A \= (\+ _), predicate_property_user(A), clause(A, B), mi(B).
mi(A) :- A \= true, A \= (_, _), A \= (\+ _), \+ predicate_property_user(A), call(A).
predicate_property_user(wet).
predicate_property_user(dry).
query(mi(dry)).
query(mi(wet)).
