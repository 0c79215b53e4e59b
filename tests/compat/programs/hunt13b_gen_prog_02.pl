% hunt13b: generated program (rp1_024.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
0.3::p(k2, 10).
1.0::p(k1, 0).
1.0::p(k2, 2.0).
0.25::p(k2, f(1)).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_agg(K, sum<V>) :- p(K, V), number(V).
r_nth(E) :- findall(V, p(_, V), L), nth1(2, L, E).
r_max(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), L \= [], max_list(L, S).
r_min(K, S) :- member(K, [k1, k2]), findall(V, (p(K, V), number(V)), L), L \= [], min_list(L, S).
r_incl(L2) :- findall(V, p(_, V), L), include(number, L, L2).
r_memb(V) :- findall(V0, p(_, V0), L), memberchk(V, L), V = 1.
query(r_agg(_, _)).
query(r_nth(_)).
query(r_max(_, _)).
query(r_min(_, _)).
query(r_incl(_)).
query(r_memb(_)).
