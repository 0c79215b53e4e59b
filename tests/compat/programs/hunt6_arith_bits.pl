% hunt6 (ProbLog compatibility, 6th hunt): arith bits
r(d, X) :- X is 255 /\ \ 15.
r(e, X) :- X is -1 >> 1.
r(f, X) :- X is 1 << 70.
q(K,V) :- r(K,V).
query(q(_,_)).
