% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): negation in goal
0.5::p(1). 0.5::p(2). 0.5::p(3). 0.3::bad(2).
ok(X) :- p(X), \+ bad(X).
ok(X) :- p(X), X > 2.
l(L) :- findall(X, ok(X), L).
query(l(_)).
