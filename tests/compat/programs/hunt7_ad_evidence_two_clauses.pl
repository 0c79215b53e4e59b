% hunt7: an AD outcome excluded by evidence, reached in one query through two clauses
person(ann). person(bob).
0.3::col(X,red); 0.2::col(X,green); 0.5::col(X,blue) :- person(X).
warm(X) :- col(X, red).
warm(X) :- col(X, blue), \+ col(X, red).
query(warm(_)).
evidence(col(ann, green)).
