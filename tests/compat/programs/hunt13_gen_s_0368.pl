% hunt13: generated (smokers hunt), seed 0368: a ground call of an evidence atom after an open call answered it
person(ann).
person(bob).
person(cat).
0.1::stress(ann).
0.2::stress(bob).
0.9::stress(cat).
friend(ann,bob).
friend(bob,ann).
friend(nobody, nobody) :- fail.
0.7::influences(X,Y) :- friend(X,Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
0.9::cancer(X) :- smokes(X).
cancer(nobody) :- fail.
risk(X, high) :- cancer(X).
risk(X, low) :- person(X), \+ cancer(X).
p_smokes(X, P) :- person(X), subquery(smokes(X), P).
healthy(X) :- person(X), \+ smokes(X).
quits(X) :- smokes(X), careful(X).
0.3::careful(X) :- person(X).
evidence(smokes(ann)).
query(smokes(cat)).
query(influences(cat,ann)).
query(quits(_)).
query(healthy(_)).
query(influences(_,_)).
