% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
q(X) :- writeln([A, B | C]), X = A.
query(q(_)).
