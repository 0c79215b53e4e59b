0.3::rain. 0.6::sprinkler.
wet :- rain. wet :- sprinkler.
a :- possible(wet).
b(X) :- possible(member(X, [1,2])).
:- use_module(library(lists)).
query(a). query(b(_)).
