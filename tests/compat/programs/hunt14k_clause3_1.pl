% clause/3: the third argument is the clause's probability (1.0 for a certain one)
0.3::p(1). p(2).
c(H, P) :- clause(p(H), true, P).
query(c(_, _)).
