% hunt23: left recursion: the evidence's ground call smokes(joris) takes the node its inner open call smokes(Y) wrote to the cache, so the query's derivation of asthma(joris) is the evidence's fixed AND: asthma(X2) with 0 (answer dropped)
0.3::stress(X) :- person(X).
person(joris).
smokes(X) :- stress(X).
smokes(X) :- smokes(Y), friend(X,Y).
friend(jonas,dimitar).
0.4::asthma(X) :- smokes(X).
query(asthma(X)).
evidence(asthma(joris), false).
