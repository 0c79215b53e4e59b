% hunt13b: generated program (rp2_010.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
0.5::p(k1, 2).
0.3::p(k1, 3).
0.4::p(k1, 1); 0.6::p(k2, f(1)).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_rev(R) :- findall(K-V, p(K, V), L), reverse(L, R).
r_arith(X) :- p(k1, A), p(k2, B), number(A), number(B), X is A * B - max(A, B).
r_aggmax(K, max<V>) :- p(K, V), number(V).
r_fold(S) :- findall(V, (p(_, V), number(V)), L), foldl(plus_, L, 0, S).
r_last(E) :- findall(V, p(_, V), L), last(L, E).
r_cnt(count<V>) :- p(_, V).
query(r_rev(_)).
query(r_arith(_)).
query(r_aggmax(_, _)).
query(r_fold(_)).
query(r_last(_)).
query(r_cnt(_)).
