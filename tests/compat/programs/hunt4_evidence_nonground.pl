0.4::q(1). 0.5::q(2). 0.6::q(3).
r(X) :- q(X), X > 1.
evidence(r(_)).
query(q(1)).
query(q(2)).
