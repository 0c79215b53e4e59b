% hunt8: an outcome reached after a true literal is made; after an excluded one it is not
6/21::w(D,sun); 8/21::w(D,rain); 3/21::w(D,snow) :- day(D).
day(1).
day(2).
m(X) :- w(1,X), w(2,X).
query(m(_)).
query(w(_,_)).
evidence(w(1,rain), true).
evidence(w(2,sun), true).
