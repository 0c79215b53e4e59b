% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
q(X) :- X = p(A, B), write(X), nl.
query(q(_)).
