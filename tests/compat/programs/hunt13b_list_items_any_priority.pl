% hunt13b: ProbLog reads a list item whole, at any priority but a conjunction (`[a;b]`, `[h :- b]`, `[a -> b]`); nesylang refused them
:- use_module(library(lists)).
0.6::rain. 0.3::sprinkler.
rules([(wet :- rain), (wet :- sprinkler), (slippery :- wet)]).
goals([rain ; sprinkler, rain -> wet, a & b]).
n_rules(N) :- sprinkler, rules(Rs), length(Rs, N).
body_of(B) :- rules(Rs), member(R, Rs), arg(1, R, slippery), arg(2, R, B).
n_goals(N) :- rain, goals(G), length(G, N).
shape(F) :- sprinkler, goals(G), member(T, G), functor(T, F, _).
weird(L) :- rain, L = [x :- y, z | [p ; q]].
query(n_rules(_)).
query(body_of(_)).
query(n_goals(_)).
query(shape(_)).
query(weird(_)).
