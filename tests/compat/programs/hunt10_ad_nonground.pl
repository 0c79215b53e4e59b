% hunt10: non-ground AD over colours for each ball, with evidence
ball(1). ball(2).
0.3::colour(B, red); 0.5::colour(B, green); 0.2::colour(B, blue) :- ball(B).
same :- colour(1, C), colour(2, C).
evidence(colour(1, blue), false).
query(same).
query(colour(2, _)).
