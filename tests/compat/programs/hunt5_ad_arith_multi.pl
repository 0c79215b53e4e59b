% an annotated disjunction whose probabilities come from arithmetic
bias(c1, 0.3). bias(c2, 0.8).
P::face(C, h); Q::face(C, t) :- bias(C, P), Q is 1 - P.
same :- face(c1, X), face(c2, X).
query(face(_, _)). query(same).
