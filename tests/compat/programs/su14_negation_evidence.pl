% sample_uniform1/3 with negation and evidence
pick(X) :- sample_uniform1(p, [a, b, c, d], X).
notb :- \+ pick(b).
evidence(notb).
query(pick(X)).
