% hunt12: negated queries, ground and open
0.3::a(1). 0.6::a(2).
0.5::b(2).
c(X) :- a(X), b(X).
query(\+ a(1)).
query(\+ c(2)).
query(\+ c(_)).
