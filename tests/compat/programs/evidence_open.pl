% evidence with variables: evidence on each answer of the goal, as ProbLog 2.3 applies it; false evidence on a goal without answers holds
0.3::p(1). 0.6::p(2). 0.5::q. 0.4::w(a). 0.7::w(b).
r :- p(1) ; q.
s :- p(2) ; q.
t(X) :- w(X), q.
u(X) :- p(X), X > 5.
evidence(p(_), false).
evidence(t(_), true).
evidence(u(_), false).
query(r). query(s). query(q). query(w(a)). query(w(b)).
