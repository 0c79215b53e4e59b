% hunt12: an annotated disjunction whose head and probabilities depend on body variables
weight(a, 0.2). weight(b, 0.5).
P::heavy(X); Q::light(X) :- weight(X, P), Q is 1 - P - 0.1.
either(X) :- heavy(X).
either(X) :- light(X).
query(heavy(_)).
query(light(_)).
query(either(_)).
