% clause/2 on facts and rules, with a bound and an unbound body and head
p(1). p(2).
r(X) :- p(X), X > 1.
c1(X) :- clause(p(X), true).
c2(B) :- clause(r(_), B).
c3 :- clause(r(_), (p(_), _)).
query(c1(_)). query(c2(_)). query(c3).
