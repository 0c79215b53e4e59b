% combined: drawing two cards without replacement with select_uniform, a pair test and evidence on the first card
:- use_module(library(lists)).
deck([ah, ad, kh, kd, qh]).
first(C) :- deck(D), select_uniform(d1, D, C, _).
second(C2) :- deck(D), select_uniform(d1, D, C1, R), select_uniform(d2(C1), R, C2, _).
pair :- deck(D), select_uniform(d1, D, C1, R), select_uniform(d2(C1), R, C2, _), same_rank(C1, C2).
same_rank(C1, C2) :- suit_of(C1, R), suit_of(C2, R).
suit_of(ah, a). suit_of(ad, a). suit_of(kh, k). suit_of(kd, k). suit_of(qh, q).
query(first(_)).
query(second(_)).
query(pair).
