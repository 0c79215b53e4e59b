% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
1.0::a. 0.0::b. 1::c. 0::d.
query(a). query(b). query(c). query(d).
