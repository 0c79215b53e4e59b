% library(apply): maplist/3 and foldl/4 and include/3 over lists of probabilistic items, with a user predicate closure
:- use_module(library(apply)).
:- use_module(library(lists)).
0.5::price(apple, 3); 0.5::price(apple, 4).
0.2::price(pear, 6); 0.8::price(pear, 2).
price(fig, 5).
cost(I, P) :- price(I, P).
add(X, A, B) :- B is A + X.
cheap(I) :- price(I, P), P < 4.
basket(T) :- maplist(cost, [apple, pear, fig], Ps), foldl(add, Ps, 0, T).
cheapones(L) :- include(cheap, [apple, pear, fig], L).
query(basket(_)).
query(cheapones(_)).
