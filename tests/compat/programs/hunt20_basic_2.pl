% tutorial basics: probabilistic clauses over coins, with evidence on a derived atom
coin(c1). coin(c2). coin(c3).
0.6::lands_heads(C) :- coin(C).
0.4::biased(C); 0.6::fair(C) :- coin(C).
heads(C) :- lands_heads(C), fair(C).
heads(C) :- biased(C).
at_least_two :- heads(X), heads(Y), X @< Y.
evidence(heads(c1), true).
query(heads(_)).
query(at_least_two).
