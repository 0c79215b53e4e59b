% choosing a restaurant by weighted selection and ratings, with nested negation
:- use_module(library(lists)).
restaurants([pizza, sushi, tacos, curry]).
weights([4, 3, 2, 1]).
choice(R) :- restaurants(Rs), weights(Ws), select_weighted(c, Ws, Rs, R, _).
0.8::open(pizza). 0.5::open(sushi). 0.9::open(tacos). 0.7::open(curry).
0.3::rain.
outdoor(tacos).
happy :- choice(R), open(R), \+ (outdoor(R), rain).
unhappy :- \+ happy.
fallback(R) :- choice(C), \+ open(C), restaurants(Rs), member(R, Rs), R \= C, open(R), \+ (member(R2, Rs), R2 @< R, R2 \= C, open(R2)).
query(choice(R)).
query(happy).
query(unhappy).
query(fallback(R)).
