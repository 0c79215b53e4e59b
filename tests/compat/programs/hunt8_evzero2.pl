% hunt8: evidence true on a rule whose one branch has probability 0
0.0::p.
0.5::q.
r :- p.
r :- q.
evidence(r).
query(q).
