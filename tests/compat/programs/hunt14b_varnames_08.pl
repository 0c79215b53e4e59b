% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
q(T) :- T =.. [g, A, b, A].
query(q(_)).
