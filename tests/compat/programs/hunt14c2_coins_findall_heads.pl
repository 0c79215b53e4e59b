% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% count heads among coins with findall and length
coin(c1, 0.5). coin(c2, 0.6). coin(c3, 0.3).
P::heads(C) :- coin(C, P).
num_heads(N) :- findall(C, heads(C), L), length(L, N).
majority :- num_heads(N), N >= 2.
query(num_heads(N)).
query(majority).
