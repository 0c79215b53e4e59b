% findall over a rule whose probability is computed from its arguments
:- use_module(library(lists)).
P::hit(X) :- member(X, [1, 2, 3]), P is X / 4.
hits(L) :- findall(X, hit(X), L).
hits2(L) :- findall(X-Y, (hit(X), hit(Y), X < Y), L).
query(hits(_)). query(hits2(_)).
