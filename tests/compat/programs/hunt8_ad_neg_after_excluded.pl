% hunt8: a negation after an excluded AD outcome is never called: its table hit does not count
person(ann). person(bob).
0.3::col(X,red); 0.2::col(X,green); 0.5::col(X,blue) :- person(X).
warm(X) :- col(X, red).
warm(X) :- col(X, blue), \+ col(X, red).
lonely(X) :- person(X), \+ (person(Y), col(Y, red)).
query(lonely(_)).
query(warm(_)).
evidence(col(ann, green)).
