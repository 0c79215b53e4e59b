% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
0.3::a(X) ; 0.7::b(X) :- X = 1 ; X = 2.
query(a(_)). query(b(_)).
