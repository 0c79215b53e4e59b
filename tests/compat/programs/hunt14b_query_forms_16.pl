% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
0.5::a(1). 0.5::a(2).
b(X) :- a(X).
query(b(_)).
query(a(_)).
query(b(1)).
