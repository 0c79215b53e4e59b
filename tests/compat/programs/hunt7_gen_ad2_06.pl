% generated: annotated disjunctions sharing variables with the body, used by other rules
person(ann). person(bob).
0.04211::col(X,red); 0.3789::col(X,green); 0.3789::col(X,blue) :- person(X).
0.7::likes(X, Y) :- person(X), person(Y), X \== Y.
match(X,Y) :- likes(X,Y), col(X,C), col(Y,C).
warm(X) :- col(X, red).
warm(X) :- col(X, blue), \+ col(X, red).
odd(X) :- person(X), \+ (col(X, red) ; col(X, green)).
lonely(X) :- person(X), \+ (likes(X, Y), col(Y, red)).
0.7::gift(X, C) :- col(X, C), C \== red.
query(lonely(_)).
query(match(_,_)).
query(likes(_,_)).
query(match(ann,bob)).
evidence(col(bob, green), false).
