% unknown(fail) together with library predicates and a weighted selection.
:- unknown(fail).
:- use_module(library(lists)).
0.5::known(b).
weight_of(a, 1). weight_of(b, 3).
choose(X) :- findall(W, (member(Y, [a, b]), weight_of(Y, W)), Ws), select_weighted(c, Ws, [a, b], X, _).
good(X) :- choose(X), known(X).
good(X) :- choose(X), extra_knowledge(X).
query(good(_)). query(choose(_)).
