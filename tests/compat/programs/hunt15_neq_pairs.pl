% matching people to rooms with \= and \== constraints, each assignment probabilistic
person(ann). person(bob). room(r1). room(r2).
0.5::in(P, R) :- person(P), room(R).
clash(R) :- in(A, R), in(B, R), A \= B.
alone(P) :- in(P, R), \+ (in(Q, R), Q \== P).
split :- in(ann, R1), in(bob, R2), R1 \= R2.
query(clash(_)). query(alone(_)). query(split).
