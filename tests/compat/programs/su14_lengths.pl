% sample_uniform1/3: one key used with lists of different lengths, the longer first: an outcome keeps the probability of the call that made it
p(X) :- sample_uniform1(k, [a, b, c, d], X).
q(X) :- sample_uniform1(k, [a, b], X).
one(X) :- sample_uniform1(m, [a, b], X).
one1(X) :- sample_uniform1(m, [a], X).
query(p(X)). query(q(X)).
query(one(X)). query(one1(X)).
r :- one1(a), one(b).
query(r).
