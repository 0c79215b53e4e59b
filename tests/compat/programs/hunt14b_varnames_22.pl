% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
q(f(X, Y)) :- X = Y.
query(q(f(a, _))).
query(q(_)).
