% hunt13b: generated program (rp2_022.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
1.0::p(k2, 3).
0.3::p(k2, 10).
0.4::p(k1, b); 0.6::p(k2, a).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_rev(R) :- findall(K-V, p(K, V), L), reverse(L, R).
r_aggmax(K, max<V>) :- p(K, V), number(V).
r_len(K, N) :- member(K, [k1, k2]), findall(V, p(K, V), L), length(L, N).
r_sum(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), sum_list(L, S).
r_univ(L) :- p(k1, V), compound(V), V =.. L.
r_agg(K, sum<V>) :- p(K, V), number(V).
query(r_rev(_)).
query(r_aggmax(_, _)).
query(r_len(_, _)).
query(r_sum(_, _)).
query(r_univ(_)).
query(r_agg(_, _)).
