% clauses of one predicate spread over the program
0.5::p(1).
q(X) :- p(X).
0.5::p(2).
q(3).
p(4) :- q(3).
query(q(_)). query(p(_)).
