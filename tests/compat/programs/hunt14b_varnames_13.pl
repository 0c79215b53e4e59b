% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
r(1, _).
r(2, f(_)).
query(r(_, _)).
