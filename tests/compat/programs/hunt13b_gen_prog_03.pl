% hunt13b: generated program (rp1_036.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
0.25::p(k2, 2.0).
0.8::p(k1, 2.0).
0.5::p(k2, 2).
0.25::p(k2, b).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_max(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), L \= [], max_list(L, S).
r_set(S) :- findall(V, p(_, V), L), list_to_set(L, S).
r_aggmax(K, max<V>) :- p(K, V), number(V).
r_agg(K, sum<V>) :- p(K, V), number(V).
r_incl(L2) :- findall(V, p(_, V), L), include(number, L, L2).
r_cmp(O) :- p(k1, A), p(k2, B), compare(O, A, B).
query(r_max(_, _)).
query(r_set(_)).
query(r_aggmax(_, _)).
query(r_agg(_, _)).
query(r_incl(_)).
query(r_cmp(_)).
