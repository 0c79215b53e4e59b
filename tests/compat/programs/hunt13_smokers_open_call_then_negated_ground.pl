% hunt13: evidence(smokes(ann)) on a cycle; an open query smokes(X) answers it first, so ProbLog caches that node and the later healthy(ann) (\+ smokes(ann)) is listed with 0
person(ann). person(bob).
0.1::stress(ann). 0.2::stress(bob).
friend(ann,bob). friend(bob,ann).
0.7::influences(X,Y) :- friend(X,Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
healthy(X) :- person(X), \+ smokes(X).
q(X) :- smokes(X).
evidence(smokes(ann)).
query(q(_)).
query(healthy(_)).
