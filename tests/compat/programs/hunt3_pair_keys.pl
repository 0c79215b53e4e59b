% key-value pair utilities without keysort
pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).
pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).
lookup(K, [K-V|_], V).
lookup(K, [K2-_|T], V) :- K \= K2, lookup(K, T, V).
db([x-1, y-"two", z-f(3), 'W'-[]]).
ks(K) :- db(D), pairs_keys(D, K).
vs(V) :- db(D), pairs_values(D, V).
get(K, V) :- db(D), member(K-_, D), lookup(K, D, V).
:- use_module(library(lists)).
query(ks(_)). query(vs(_)). query(get(_, _)).
