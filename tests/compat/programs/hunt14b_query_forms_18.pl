% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
0.2::x. 0.4::x.
query(x).
