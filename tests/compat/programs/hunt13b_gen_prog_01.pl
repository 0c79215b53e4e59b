% hunt13b: generated program (rp1_012.pl): per-world findall lists through library(lists)/(apply)/(aggregate) predicates, mixed values
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
1.0::p(k2, f(1)).
0.25::p(k1, 0).
0.5::p(k2, -1).
0.8::p(k1, 2.0).
0.4::p(k1, -1); 0.6::p(k2, 10).
plus_(X, A, B) :- B is A + X.
count(L, N) :- length(L, N).
r_sort(S) :- findall(V, p(_, V), L), sort(L, S).
r_fold(S) :- findall(V, (p(_, V), number(V)), L), foldl(plus_, L, 0, S).
r_cmp(O) :- p(k1, A), p(k2, B), compare(O, A, B).
r_incl(L2) :- findall(V, p(_, V), L), include(number, L, L2).
r_sub(R) :- findall(V, p(_, V), L), subtract(L, [1, a], R).
r_univ(L) :- p(k1, V), compound(V), V =.. L.
query(r_sort(_)).
query(r_fold(_)).
query(r_cmp(_)).
query(r_incl(_)).
query(r_sub(_)).
query(r_univ(_)).
