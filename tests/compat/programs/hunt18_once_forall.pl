% control: once/1 and forall/2 in a quality inspection model
:- use_module(library(lists)).
batch([i1, i2, i3]).
0.9::passes(I) :- batch(B), member(I, B).
all_pass :- batch(B), forall(member(I, B), passes(I)).
first_item(I) :- batch(B), once(member(I, B)).
some_fail :- batch(B), member(I, B), \+ passes(I).
query(all_pass).
query(first_item(I)).
query(some_fail).
