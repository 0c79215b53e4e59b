0.5::a.
b(X) :- a, X = 1, writenl(found(X)).
c :- \+ a, write(nope), nl.
query(b(X)).
query(c).
