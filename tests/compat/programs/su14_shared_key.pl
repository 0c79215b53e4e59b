% sample_uniform1/3: one key with different lists (the choice is by position), duplicates in a list, and a pattern as Result
p(X, Y) :- sample_uniform1(k, [a, b, c], X), sample_uniform1(k, [c, d, e], Y).
dup(X) :- sample_uniform1(dup, [a, b, a], X).
dupa :- sample_uniform1(dup2, [a, b, a], a).
f(X) :- sample_uniform1(pat, [f(1), g(2), f(3)], f(X)).
query(p(X, Y)).
query(dup(X)).
query(dupa).
query(f(X)).
