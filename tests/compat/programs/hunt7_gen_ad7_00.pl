% generated: annotated disjunctions sharing variables with the body, used by other rules
person(ann). person(bob).
0.3214::col(X,red); 0.3214::col(X,green); 0.2143::col(X,blue); 0.1429::col(X,white) :- person(X).
0.4::likes(X, Y) :- person(X), person(Y), X \== Y.
match(X,Y) :- likes(X,Y), col(X,C), col(Y,C).
warm(X) :- col(X, red).
warm(X) :- col(X, blue), \+ col(X, red).
odd(X) :- person(X), \+ (col(X, red) ; col(X, green)).
lonely(X) :- person(X), \+ (likes(X, Y), col(Y, red)).
0.9::gift(X, C) :- col(X, C), C \== red.
query(likes(_,_)).
query(match(ann,bob)).
query(gift(_,_)).
query(match(_,_)).
evidence(match(ann,bob), false).
evidence(likes(bob,ann)).
