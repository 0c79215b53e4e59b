% hunt12: library(assert) facts added by a directive, then used by probabilistic rules
:- use_module(library(assert)).
:- assertz(item(pen)), assertz(item(book)), assertz(item(lamp)).
0.5::bought(X) :- item(X).
basket(L) :- findall(X, bought(X), L).
query(basket(_)).
query(bought(lamp)).
