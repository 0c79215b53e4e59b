% hunt10: an AD in a rule with a probabilistic body and evidence on one head
0.6::cond.
0.3::out(x); 0.4::out(y) :- cond.
0.5::out(z).
evidence(out(x), false).
query(out(_)). query(cond).
