% an interpreter collecting the list of probabilistic facts used in a proof
0.5::coin(1). 0.6::coin(2). 0.7::coin(3).
two_heads :- coin(A), coin(B), A < B.
expl(G, L) :- expl(G, [], L).
expl(true, L, L).
expl((A, B), L0, L) :- expl(A, L0, L1), expl(B, L1, L).
expl(coin(X), L, [coin(X)|L]) :- coin(X).
expl(A < B, L, L) :- A < B.
expl(G, L0, L) :- G = two_heads, clause(G, B), expl(B, L0, L).
query(expl(two_heads, L)).
