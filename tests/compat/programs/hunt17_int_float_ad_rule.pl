% hunt17: an annotated disjunction with a body, called with an integer and with an equal float: two groups, each summing to its own probabilities
0.3::pick(N, a); 0.6::pick(N, b) :- num(N).
num(2). num(2.0).
both_b :- pick(2, b), pick(2.0, b).
same :- pick(2, X), pick(2.0, X).
evidence(pick(2.0, a), false).
query(both_b). query(same). query(pick(2, _)). query(pick(2.0, _)).
