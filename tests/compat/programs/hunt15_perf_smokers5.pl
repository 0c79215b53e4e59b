% friends and smokers with five people, dense friendship
person(P) :- member(P, [a, b, c, d, e]).
:- use_module(library(lists)).
0.3::stress(P) :- person(P).
0.2::influences(X, Y) :- person(X), person(Y), X \== Y.
smokes(X) :- stress(X).
smokes(X) :- influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(a)).
evidence(asthma(c), false).
query(smokes(_)).
