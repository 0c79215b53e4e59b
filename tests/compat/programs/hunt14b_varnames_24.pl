% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
q(S) :- sort([c(_), b, a(_)], S).
query(q(_)).
