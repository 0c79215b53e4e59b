% hunt8: query(not(G)) is ProbLog's query(\+G) (printed \+G), also over an open goal and a derived atom
0.3::a(1). 0.4::a(2).
b(X) :- a(X).
query(not(a(2))).
query(not(b(1))).
query(not(a(_))).
query(\+ b(2)).
