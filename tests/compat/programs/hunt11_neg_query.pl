% negated queries, ground and open
0.3::a(1). 0.4::a(2).
b(X) :- a(X).
query(\+ b(1)).
query(\+ a(2)).
query(\+ b(3)).
