% hunt21: a mutant of hunt19_mut_hunt13b_gen_prog_08.pl that agrees with ProbLog (directive :- use_module(library(cut)).; split-fact-two-facts clause 5)
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
0.25::p(k2, 2).
0.4::p(k2, 0).
0.6666666666666667::p(k2, 0).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
:- use_module(library(cut)).
r_aggmax(K, max<V>) :- p(K, V), number(V).
r_memb(V) :- findall(V0, p(_, V0), L), memberchk(V, L), V = 1.
r_len(K, N) :- member(K, [k1, k2]), findall(V, p(K, V), L), length(L, N).
r_sum(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), sum_list(L, S).
r_max(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), L \= [], max_list(L, S).
r_set(S) :- findall(V, p(_, V), L), list_to_set(L, S).
query(r_aggmax(_, _)).
query(r_memb(_)).
query(r_len(_, _)).
query(r_sum(_, _)).
query(r_max(_, _)).
query(r_set(_)).
evidence(r_max(k2,2), true).
