% counting the true facts of a world with length/2
0.2::coin(a). 0.7::coin(b). 0.5::coin(c). 0.9::coin(d).
heads(N) :- findall(C, coin(C), L), length(L, N).
query(heads(_)).
