% hunt19: enum_groups/3,4 group keys by identity (==), as ProbLog's Python dict does: a key with an unbound variable is a group of its own, not unified with another key
:- use_module(library(lists)).
:- use_module(library(aggregate)).
n(N) :- findall(G, enum_groups([a, _, a], [1, 2, 3], G, _), L), length(L, N).
m(N) :- findall(Vs, enum_groups([f(a)-1, f(_)-2, f(a)-3, f(b)-4], _, Vs), L), length(L, N).
emp(ann). emp(cid).
works(cid, dev).
pay(ann, 10). pay(cid, 30).
t(D, sum<S>) :- emp(E), ( works(E, D), pay(E, S) ; \+ works(E, D), pay(E, S), D = none ).
query(n(_)).
query(m(_)).
query(t(_, _)).
