% dice: roll until a six, bounded; the probability that the first six comes at roll N
1/6::six(N) :- between(1, 6, N).
first_six(N) :- between(1, 6, N), six(N), \+ earlier(N).
earlier(N) :- M is N - 1, between(1, M, K), six(K).
query(first_six(_)).
never :- \+ first_six(_).
query(never).
