:- use_module(library(lists)).
item(X, small) :- member(X, [pen, cup]).
item(box, small).
0.5::item(car, small).
fits(box).
fits(pen).
fits(cup).
all_fit :- forall(item(X, small), fits(X)).
query(all_fit).
