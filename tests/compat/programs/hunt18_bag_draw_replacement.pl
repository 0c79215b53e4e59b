% urns: drawing with replacement three times, counting red balls with findall and length
:- use_module(library(lists)).
ball(1, red). ball(2, red). ball(3, blue). ball(4, green).
draw(N, B) :- between(1, 3, N), select_uniform(N, [1, 2, 3, 4], B, _).
colour_of(N, C) :- draw(N, B), ball(B, C).
reds(K) :- findall(N, colour_of(N, red), L), length(L, K).
all_diff :- colour_of(1, A), colour_of(2, B), colour_of(3, C), A \= B, B \= C, A \= C.
query(reds(K)).
query(all_diff).
