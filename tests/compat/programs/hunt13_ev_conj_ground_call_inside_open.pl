% a ground call made inside an open call of the same atoms, hit again later: the cache holds the open call's node
0.7::e(1,1). 0.4::e(1,2). 0.7::e(2,1).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
r(X) :- p(Y,X), p(Y,X).
evidence(\+ r(1)).
evidence(e(1,2), false).
query(p(_,_)).
