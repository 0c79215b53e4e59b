% sample_uniform1/3 with an aggregate head: the sum of three rolls, one key each
:- use_module(library(aggregate)).
roll(K, V) :- member(K, [d1, d2, d3]), sample_uniform1(K, [1, 2], V).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
total(sum<V>) :- roll(_, V).
query(total(S)).
