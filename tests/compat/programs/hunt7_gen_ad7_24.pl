% generated: annotated disjunctions sharing variables with the body, used by other rules
person(ann). person(bob).
0.6::col(X,red); 0.2::col(X,green) :- person(X).
0.8::likes(X, Y) :- person(X), person(Y), X \== Y.
match(X,Y) :- likes(X,Y), col(X,C), col(Y,C).
warm(X) :- col(X, red).
odd(X) :- person(X), \+ (col(X, red) ; col(X, green)).
lonely(X) :- person(X), \+ (likes(X, Y), col(Y, red)).
query(col(_,_)).
query(likes(_,_)).
query(match(ann,bob)).
query(match(_,_)).
