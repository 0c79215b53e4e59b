% hunt13: generated (smokers hunt), seed 0010: open false evidence on a cyclic predicate, a negated open query
person(ann).
person(bob).
person(cat).
person(dan).
0.8::stress(ann).
0.4::stress(bob).
0.8::stress(cat).
friend(ann,cat).
friend(bob,ann).
friend(bob,cat).
friend(cat,bob).
friend(dan,cat).
friend(nobody, nobody) :- fail.
0.5::influences(X,Y) :- friend(X,Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
0.5::cancer(X) :- smokes(X).
cancer(nobody) :- fail.
pair(X,Y) :- smokes(X), smokes(Y), X @< Y.
nsmokers(N) :- findall(X, smokes(X), L), length(L, N).
p_smokes(X, P) :- person(X), subquery(smokes(X), P).
risk(X, high) :- cancer(X).
risk(X, low) :- person(X), \+ cancer(X).
evidence(stress(dan), false).
evidence(cancer(_), false).
query(nsmokers(_)).
query(\+ cancer(_)).
query(risk(ann, low)).
query(smokes(bob)).
query(nsmokers(_)).
