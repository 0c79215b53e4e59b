% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% random 3-colouring of a small map: probability that it is proper
region(r1). region(r2). region(r3). region(r4).
adj(r1, r2). adj(r2, r3). adj(r3, r1). adj(r3, r4).
1/3::col(R, red) ; 1/3::col(R, green) ; 1/3::col(R, blue) :- region(R).
conflict :- adj(X, Y), col(X, C), col(Y, C).
proper :- \+ conflict.
query(proper).
query(col(r4, red)).
evidence(col(r1, red)).
