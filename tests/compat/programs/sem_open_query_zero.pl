% answers with probability zero (a 0.0 fact, an AD head with weight 0, an answer ruled out by evidence) are still listed
0.0::p(1). 0.5::p(2).
0.0::c(r); 0.5::c(g); 0.5::c(b).
0.5::q(1). 0.5::q(2).
s(X) :- q(X).
evidence(q(1), false).
query(p(X)). query(c(X)). query(s(2)).
