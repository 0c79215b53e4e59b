% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
0.5::p(1). 0.5::p(2).
query(p(X)) :- between(1, 2, X).
query(p(3)).
