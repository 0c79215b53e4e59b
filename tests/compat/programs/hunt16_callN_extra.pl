rel(X, k, 1) :- X = p.
rel(q, k, 2).
rel(r, Y, 3) :- Y = k.
go(L) :- G = rel(S), findall(S-N, call(G, k, N), L).
query(go(_)).
