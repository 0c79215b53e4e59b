% hunt10: findall over a goal with a negation inside
0.5::p(1). 0.5::p(2). 0.5::q(2).
only_p(L) :- findall(X, (p(X), \+ q(X)), L).
query(only_p(_)).
