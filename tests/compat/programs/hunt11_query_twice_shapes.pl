% the same atom answered by a ground query and by an open query
0.3::e(1,2). 0.6::e(2,3). 0.5::e(1,3).
p(X, Y) :- e(X, Y).
p(X, Y) :- e(X, Z), p(Z, Y).
query(p(1, 3)).
query(p(1, _)).
query(p(_, 3)).
