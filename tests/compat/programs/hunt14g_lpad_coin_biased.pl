% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% cplint's coin: a coin is fair or biased, and tossing it gives heads or tails
0.9::fair(C); 0.1::biased(C) :- coin(C).
coin(c1). coin(c2).
toss(c1). toss(c2).
0.5::heads(C); 0.5::tails(C) :- toss(C), fair(C).
0.6::heads(C); 0.4::tails(C) :- toss(C), biased(C).
both_heads :- heads(c1), heads(c2).
query(heads(_)).
query(tails(_)).
query(both_heads).
query(biased(c1)).
evidence(heads(c1)).
