% clause/3: the probability of each clause (1.0 when deterministic)
0.25::coin(heads).
coin(edge).
0.6::win :- coin(heads).
lose :- \+ win.
p_coin(X, P) :- clause(coin(X), true, P).
p_win(P) :- clause(win, _, P).
p_lose(P) :- clause(lose, _, P).
query(p_coin(_, _)). query(p_win(_)). query(p_lose(_)).
