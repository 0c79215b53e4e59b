% ProbLog literature: the probabilistic graph of the 2007 paper's style (social network, who reaches whom) with several source-target queries and a conditioned edge
0.8::e(1, 2). 0.6::e(2, 3). 0.7::e(1, 3). 0.9::e(3, 4). 0.5::e(2, 4). 0.4::e(4, 5). 0.8::e(3, 5). 0.2::e(5, 1).
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
evidence(e(3, 4), false).
query(path(1, 5)).
query(path(2, 5)).
query(path(5, 4)).
query(path(4, 4)).
