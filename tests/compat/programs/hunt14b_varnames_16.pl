% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
q(X) :- between(1, 2, N), length(X, N).
query(q(_)).
