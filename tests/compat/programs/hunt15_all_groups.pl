% all/3 and enum_groups over a probabilistic inventory
:- use_module(library(lists)).
0.7::stock(fruit, apple). 0.4::stock(fruit, pear). 0.8::stock(veg, kale). 0.5::stock(veg, leek).
fruits(L) :- all(X, stock(fruit, X), L).
cats(C, L) :- findall(C0-X, stock(C0, X), Ps), enum_groups(Ps, C, L).
query(fruits(_)). query(cats(_, _)).
