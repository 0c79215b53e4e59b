% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% shopping list model using library(lists) helpers
:- use_module(library(lists)).
0.5::want(milk). 0.7::want(bread). 0.2::want(eggs). 0.4::want(jam).
price(milk, 2). price(bread, 3). price(eggs, 4). price(jam, 5).
cart(C) :- findall(I, want(I), C).
cost(T) :- cart(C), findall(P, (member(I, C), price(I, P)), Ps), sum_list(Ps, T).
priciest(I) :- cart(C), C \= [], findall(P-X, (member(X, C), price(X, P)), Ps), max_member(_-I, Ps).
reversed_first(F) :- cart(C), reverse(C, [F|_]).
query(cost(T)).
query(priciest(I)).
query(reversed_first(F)).
