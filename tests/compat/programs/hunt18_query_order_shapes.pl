% the same relation queried ground, half-open and open, in that order and with evidence between
0.5::likes(ann, tea). 0.7::likes(ann, coffee). 0.4::likes(bob, tea). 0.9::likes(cid, coffee).
drinks(P, D) :- likes(P, D).
pair(P, Q) :- drinks(P, D), drinks(Q, D), P @< Q.
query(drinks(ann, tea)).
evidence(likes(bob, tea), true).
query(drinks(ann, D)).
query(drinks(P, D)).
query(pair(P, Q)).
