% library(lists): set operations over ingredients in stock, intersection, subtract, union, list_to_set
:- use_module(library(lists)).
recipe(pancake, [egg, milk, flour]).
recipe(omelette, [egg, cheese]).
0.8::in_stock(egg). 0.6::in_stock(milk). 0.9::in_stock(flour). 0.3::in_stock(cheese).
stock(S) :- findall(I, in_stock(I), S).
missing(R, M) :- recipe(R, Need), stock(S), subtract(Need, S, M).
can_cook(R) :- missing(R, []).
shopping(L) :- missing(pancake, A), missing(omelette, B), union(A, B, L0), list_to_set(L0, L).
shared(L) :- recipe(pancake, A), recipe(omelette, B), intersection(A, B, L).
query(can_cook(R)).
query(shopping(L)).
query(shared(L)).
