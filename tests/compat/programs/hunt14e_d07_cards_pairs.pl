% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% card hands with lists: each card an AD, pairs counted with findall, evidence on hand
0.25::card(N, hearts); 0.25::card(N, spades); 0.25::card(N, clubs); 0.25::card(N, diamonds) :- between(1, 3, N).
red(hearts). red(diamonds).
red_card(N) :- card(N, S), red(S).
all_red :- red_card(1), red_card(2), red_card(3).
pair :- card(N, S), card(M, S), N < M.
reds(K) :- findall(N, red_card(N), L), length(L, K).
evidence(\+ all_red).
query(pair).
query(reds(_)).
query(card(1, _)).
