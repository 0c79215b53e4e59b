% probabilistic brackets: each symbol is opening with probability 0.5
bal(S, S).
bal([o|S0], S) :- bal(S0, [c|S1]), bal(S1, S).
0.5::sym(I, o) ; 0.5::sym(I, c) :- between(1, 4, I).
word([A, B, C, D]) :- sym(1, A), sym(2, B), sym(3, C), sym(4, D).
balanced :- word(W), bal(W, []).
query(balanced).
