:- use_module(library(assert)).
stack(X, top) :- X = s0.
stack(s1, top).
stack(s2, top).
pop2(L) :- retract(stack(_, top)), retract(stack(_, top)), findall(S, stack(S, top), L).
query(pop2(_)).
