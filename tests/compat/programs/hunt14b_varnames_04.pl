% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
p(X, X).
q(A) :- p(A, B), B = g(_).
query(q(_)).
