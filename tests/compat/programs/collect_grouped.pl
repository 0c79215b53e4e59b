% library(collect): Goal => G/list(X, L), one list per group present in the world
:- use_module(library(collect)).
0.3::owns(ann, cat). 0.6::owns(ann, dog). owns(bob, fish). 0.5::owns(bob, cat).
pets(P, L) :- owns(P, A) => P/list(A, L).
query(pets(_, _)).
