% once/1, forall/2 and not/1 over probabilistic facts
:- use_module(library(lists)).
0.5::p(1). 0.5::p(2). 0.5::p(3).
first(X) :- once(p(X)).
allp :- forall(member(X, [1, 2]), p(X)).
nop :- not(p(1)), not(p(2)).
query(first(_)). query(allp). query(nop).
