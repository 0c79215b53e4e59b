% coins: a bag of fair and biased coins, which coin was drawn given three tosses
0.5::drawn(fair); 0.5::drawn(biased).
0.5::toss(N, heads) :- drawn(fair), between(1, 3, N).
0.9::toss(N, heads) :- drawn(biased), between(1, 3, N).
tails(N) :- between(1, 3, N), \+ toss(N, heads).
heads_count(C) :- findall(N, toss(N, heads), L), length(L, C).
evidence(toss(1, heads)).
evidence(toss(2, heads)).
evidence(tails(3)).
query(drawn(_)).
query(heads_count(_)).
