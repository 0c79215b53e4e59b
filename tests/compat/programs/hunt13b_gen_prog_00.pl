% hunt13b: generated program (rp1_000.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
0.5::p(k1, -1).
1.0::p(k2, b).
0.5::p(k2, 2.0).
0.4::p(k1, a); 0.6::p(k2, a).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_arith(X) :- p(k1, A), p(k2, B), number(A), number(B), X is A * B - max(A, B).
r_sum(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), sum_list(L, S).
r_rev(R) :- findall(K-V, p(K, V), L), reverse(L, R).
r_agg(K, sum<V>) :- p(K, V), number(V).
r_nth(E) :- findall(V, p(_, V), L), nth1(2, L, E).
r_aggmax(K, max<V>) :- p(K, V), number(V).
query(r_arith(_)).
query(r_sum(_, _)).
query(r_rev(_)).
query(r_agg(_, _)).
query(r_nth(_)).
query(r_aggmax(_, _)).
