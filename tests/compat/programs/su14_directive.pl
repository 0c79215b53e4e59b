% sample_uniform1/3: a directive's open call does not answer the queries' ground calls (ProbLog grounds the queries with a fresh cache)
p(X) :- sample_uniform1(k, [a, b, c], X).
:- p(X), write(X), nl.
t :- p(a), p(b).
query(t).
