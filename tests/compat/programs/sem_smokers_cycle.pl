% friends and smokers: influence along a cyclic friendship graph, with evidence on one person
person(ann). person(bob). person(cid). person(dee).
friend(ann, bob). friend(bob, cid). friend(cid, ann). friend(cid, dee). friend(dee, bob).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(Y, X), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(asthma(dee), false).
query(smokes(X)). query(asthma(ann)).
