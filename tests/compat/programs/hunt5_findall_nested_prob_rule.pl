% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): nested prob rule
0.5::a(1). 0.5::a(2).
0.5::b(X) :- a(X).
0.5::b(X) :- a(X), X > 1.
l(L) :- findall(X, b(X), L).
query(l(_)).
