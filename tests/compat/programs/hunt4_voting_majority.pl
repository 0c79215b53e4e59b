:- use_module(library(lists)).
voter(v1, 0.6). voter(v2, 0.5). voter(v3, 0.7). voter(v4, 0.2). voter(v5, 0.9).
P::yes(V) :- voter(V, P).
ayes(N) :- findall(V, yes(V), L), length(L, N).
majority :- ayes(N), N >= 3.
query(majority).
query(ayes(N)).
