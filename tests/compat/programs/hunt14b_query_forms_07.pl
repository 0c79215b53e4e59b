% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
0.5::a.
query(\+ a).
query(not(a)).
