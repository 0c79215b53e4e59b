% hunt6 (ProbLog compatibility, 6th hunt): plus succ
p(1, X) :- plus(2, 3, X).
p(2, X) :- plus(2, X, 7).
p(3, X) :- succ(X, 5).
p(4, X) :- succ(3, X).
query(p(_,_)).
