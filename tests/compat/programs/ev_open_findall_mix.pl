% findall's lists keep their conditions under propagated evidence, derived atoms lose false answers
:- use_module(library(lists)).
0.5::p(1). 0.5::p(2). 0.5::p(3).
count(N) :- findall(X, p(X), L), length(L, N).
q(X) :- p(X).
evidence(p(3), false).
query(count(_)).
query(q(_)).
