% sample_uniform1/3: an open call completed inside findall/3 (ProbLog's findall has a cache of its own), then queried open, then ground calls that share its choice
p(X) :- sample_uniform1(k, [a, b, c], X).
c(N) :- findall(X, p(X), L), length(L, N).
t :- p(a), p(b).
query(c(N)). query(p(X)). query(t).
