% once/1 over a probabilistic goal (every answer in ProbLog), forall/2 over probabilistic facts
:- use_module(library(lists)).
0.5::c(1). 0.5::c(2).
0.8::ok(1). 0.6::ok(2).
o :- once(c(_)).
f :- forall(member(X, [1, 2]), ok(X)).
fe :- forall(member(_, []), fail).
fc :- forall(c(X), ok(X)).
query(o). query(f). query(fe). query(fc).
