% hunt9: agg user (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
:- use_module(library(aggregate)).
0.5::v(1). 0.5::v(2). 0.5::v(3).
prod([], 1).
prod([X|T], P) :- prod(T, P0), P is X * P0.
pr(prod<X>) :- v(X).
query(pr(_)).
