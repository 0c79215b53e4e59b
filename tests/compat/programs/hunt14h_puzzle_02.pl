% the birthday problem on a 10-day year with 4 people
day(D) :- between(1, 10, D).
0.1::bday(P, 1); 0.1::bday(P, 2); 0.1::bday(P, 3); 0.1::bday(P, 4); 0.1::bday(P, 5);
0.1::bday(P, 6); 0.1::bday(P, 7); 0.1::bday(P, 8); 0.1::bday(P, 9); 0.1::bday(P, 10) :- person(P).
person(P) :- member(P, [a, b, c, d]).
shared :- person(X), person(Y), X @< Y, bday(X, D), bday(Y, D).
query(shared).
query(bday(a, 3)).
:- use_module(library(lists)).
