% library(collect): Goal => list(X, L), the solutions true in each world (the empty list in none)
:- use_module(library(collect)).
0.3::p(1). 0.6::p(2). p(3).
0.5::q(2).
both(L) :- (p(X), q(X)) => list(X, L).
all_p(L) :- p(X) => list(X, L).
query(both(_)). query(all_p(_)).
