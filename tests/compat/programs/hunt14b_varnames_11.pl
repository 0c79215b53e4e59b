% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
q(X) :- X = [_|_].
query(q(_)).
