% hunt13b: generated program (rp1_048.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
0.8::p(k2, a).
0.8::p(k2, 0).
0.25::p(k2, 2.5).
0.5::p(k1, f(1)).
0.4::p(k1, 2.5); 0.6::p(k2, 0).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_cnt(count<V>) :- p(_, V).
r_univ(L) :- p(k1, V), compound(V), V =.. L.
r_min(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), L \= [], min_list(L, S).
r_rev(R) :- findall(K-V, p(K, V), L), reverse(L, R).
r_agg(K, sum<V>) :- p(K, V), number(V).
r_nth(E) :- findall(V, p(_, V), L), nth1(2, L, E).
query(r_cnt(_)).
query(r_univ(_)).
query(r_min(_, _)).
query(r_rev(_)).
query(r_agg(_, _)).
query(r_nth(_)).
