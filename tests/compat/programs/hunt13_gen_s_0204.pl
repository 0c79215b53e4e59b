% hunt13: generated (smokers hunt), seed 0204: findall of pairs over a cycle, with evidence
person(ann).
person(bob).
person(cat).
0.7::stress(cat).
friend(ann,cat).
friend(bob,cat).
friend(cat,bob).
friend(nobody, nobody) :- fail.
0.2::influences(X,Y) :- friend(X,Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
0.9::cancer(X) :- smokes(X).
cancer(nobody) :- fail.
nsmokers(N) :- findall(X, smokes(X), L), length(L, N).
group(L) :- findall(X-Y, (friend(X,Y), smokes(X), smokes(Y)), L).
0.5::careful(X) :- person(X), \+ stress(X).
evidence(\+ cancer(ann)).
evidence(stress(ann), false).
query(cancer(cat)).
query(group(_)).
query(cancer(_)).
query(careful(_)).
query(nsmokers(_)).
