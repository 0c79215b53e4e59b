% reasoning about the per-world list with member and length
:- use_module(library(lists)).
0.5::sel(a). 0.6::sel(b). 0.7::sel(c).
chosen(L) :- findall(X, sel(X), L).
has_a :- chosen(L), member(a, L).
exactly_two :- chosen(L), length(L, 2).
query(has_a). query(exactly_two). query(chosen(_)).
