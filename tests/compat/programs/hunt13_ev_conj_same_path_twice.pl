% evidence false on a rule that calls the same tabled path twice (open, then ground): one node in ProbLog's formula
0.1::e(2,2). 0.6::e(1,2).
p(X,Y) :- e(X,Y).
p(X,Y) :- p(X,Z), e(Z,Y).
r(X) :- p(X,Y), p(X,Y).
evidence(r(2), false).
query(e(_,_)).
query(p(_,_)).
