% generated: annotated disjunctions sharing variables with the body, used by other rules
person(ann). person(bob).
0.2667::col(X,red); 0.2667::col(X,green); 0.2667::col(X,blue) :- person(X).
0.8::likes(X, Y) :- person(X), person(Y), X \== Y.
match(X,Y) :- likes(X,Y), col(X,C), col(Y,C).
warm(X) :- col(X, red).
warm(X) :- col(X, blue), \+ col(X, red).
odd(X) :- person(X), \+ (col(X, red) ; col(X, green)).
lonely(X) :- person(X), \+ (likes(X, Y), col(Y, red)).
query(col(ann,_)).
query(col(_,_)).
query(match(ann,bob)).
query(warm(_)).
