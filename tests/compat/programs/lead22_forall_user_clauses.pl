% written for this corpus (session 22): a program adds clauses to forall/2 (ProbLog: library(builtin)'s clause and these)
0.6::p(1). 0.7::p(2).
0.5::q(1). 0.4::q(2).
0.3::s.
dom(1). dom(2).
forall(C, A) :- \+ (C, \+ A).
forall(_, _) :- s.
pq(X) :- p(X).
pq(X) :- q(X).
ok1 :- forall(dom(X), pq(X)).
ok2 :- forall(dom(X), p(X)).
query(ok1).
query(ok2).
