% hunt21: a mutant of hunt19_mut_hunt14c2_graph_colouring.pl that agrees with ProbLog (evidence proper false)
region(r1).
region(r2).
region(r3).
region(r4).
adj(r1, r2).
adj(r2, r3).
adj(r3, r1).
adj(r3, r4).
1/3::col(R, red) ; 1/3::col(R, green) ; 1/3::col(R, blue) :- G_8x0 =.. [region, R], call(G_8x0).
0.25::col(r4, red); 0.25::col_other(r4, red).
conflict :- adj(X, Y), col(X, C), col(Y, C).
proper :- \+ conflict.
query(proper).
query(col(r4, red)).
evidence(col(r1, red)).
evidence(proper, false).
