% hunt8: generated (hunt7 ad family): AD with evidence, a negation after an excluded outcome, several open queries
person(ann). person(bob).
0.2941::col(X,red); 0.1765::col(X,green); 0.5294::col(X,blue) :- person(X).
0.8::likes(X, Y) :- person(X), person(Y), X \== Y.
match(X,Y) :- likes(X,Y), col(X,C), col(Y,C).
warm(X) :- col(X, red).
warm(X) :- col(X, blue), \+ col(X, red).
odd(X) :- person(X), \+ (col(X, red) ; col(X, green)).
lonely(X) :- person(X), \+ (likes(X, Y), col(Y, red)).
query(lonely(_)).
query(odd(_)).
query(warm(_)).
evidence(col(ann, green)).
evidence(col(bob, green), false).
