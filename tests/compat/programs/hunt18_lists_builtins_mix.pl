% library(lists): a playlist shuffle model using nth1, last, reverse, sum_list, max_list and permutation
:- use_module(library(lists)).
songs([intro, verse, chorus, outro]).
len(intro, 30). len(verse, 90). len(chorus, 60). len(outro, 45).
0.5::shuffled.
order(L) :- songs(S), \+ shuffled, L = S.
order(L) :- songs(S), shuffled, reverse(S, L).
opener(X) :- order(L), nth1(1, L, X).
closer(X) :- order(L), last(L, X).
total(T) :- songs(S), findall(D, (member(X, S), len(X, D)), Ds), sum_list(Ds, T).
longest(M) :- songs(S), findall(D, (member(X, S), len(X, D)), Ds), max_list(Ds, M).
arrangements(N) :- songs(S), findall(P, permutation(S, P), Ps), length(Ps, N).
query(opener(X)).
query(closer(X)).
query(total(T)).
query(longest(M)).
query(arrangements(N)).
