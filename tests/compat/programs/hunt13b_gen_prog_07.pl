% hunt13b: generated program (rp2_034.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
1.0::p(k1, 10).
1.0::p(k2, "s").
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_memb(V) :- findall(V0, p(_, V0), L), memberchk(V, L), V = 1.
r_arith(X) :- p(k1, A), p(k2, B), number(A), number(B), X is A * B - max(A, B).
r_set(S) :- findall(V, p(_, V), L), list_to_set(L, S).
r_univ(L) :- p(k1, V), compound(V), V =.. L.
r_sort(S) :- findall(V, p(_, V), L), sort(L, S).
r_maxm(M) :- findall(V, p(_, V), L), L \= [], max_member(L, M).
query(r_memb(_)).
query(r_arith(_)).
query(r_set(_)).
query(r_univ(_)).
query(r_sort(_)).
query(r_maxm(_)).
