% sample_uniform1/3 reached only through call/4 with the name as an atom, and a maplist closure
:- use_module(library(apply)).
pick(K, L, X) :- call(sample_uniform1, K, L, X).
die(X) :- pick(die, [1, 2, 3, 4], X).
rolls(Xs) :- maplist(sample_uniform1(die, [1, 2, 3, 4]), [X1]), Xs = [X1].
even :- die(X), X mod 2 =:= 0.
evidence(even).
low :- die(1).
low :- die(2).
query(low).
query(rolls(_)).
