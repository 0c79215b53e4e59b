% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% random ranking: numlist, permutation and flatten
:- use_module(library(lists)).
0.5::swap_first.
ranks(R) :- numlist(1, 3, L), (swap_first, L = [A, B|T], R = [B, A|T] ; \+ swap_first, R = L).
is_perm :- ranks(R), permutation(R, [1, 2, 3]).
nested(F) :- ranks(R), flatten([R, [[4]]], F).
query(ranks(R)).
query(is_perm).
query(nested(F)).
