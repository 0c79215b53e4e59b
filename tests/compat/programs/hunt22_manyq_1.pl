% many queries: every pair of a 5-node probabilistic DAG, by an open query and by ground queries of the same atoms
0.5::e(1, 2). 0.6::e(1, 3). 0.7::e(2, 4). 0.8::e(3, 4). 0.9::e(4, 5). 0.4::e(2, 5).
p(X, Y) :- e(X, Y).
p(X, Y) :- e(X, Z), p(Z, Y).
query(p(_, _)).
query(p(1, 5)). query(p(2, 5)). query(p(3, 5)). query(p(1, 4)).
