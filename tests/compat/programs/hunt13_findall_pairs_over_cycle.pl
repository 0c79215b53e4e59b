% hunt13: findall over a cycle of two smokers: each proof keeps its conjuncts order (bob-cat and cat-bob are distinct proofs in ProbLog)
0.3::stress(bob). 0.3::stress(cat).
friend(bob,cat). friend(cat,bob).
0.9::influences(X,Y) :- friend(X,Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
group(L) :- findall(X-Y, (friend(X,Y), smokes(X), smokes(Y)), L).
query(group(_)).
