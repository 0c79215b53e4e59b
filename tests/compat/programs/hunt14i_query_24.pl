% evidence on a derived atom of an AD with variables
0.5::colour(X, red) ; 0.5::colour(X, blue) :- ball(X).
ball(1). ball(2).
same :- colour(1, C), colour(2, C).
evidence(colour(1, red)).
query(same).
query(colour(2, _)).
