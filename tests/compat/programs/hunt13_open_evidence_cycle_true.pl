% open true evidence on a cyclic predicate, queried through another rule and negated
0.6::s(a). 0.3::s(b).
0.5::inf(a,b). 0.5::inf(b,a).
sm(X) :- s(X).
sm(X) :- inf(Y,X), sm(Y).
t(X) :- sm(X).
evidence(sm(_), true).
query(t(_)).
query(\+ sm(_)).
