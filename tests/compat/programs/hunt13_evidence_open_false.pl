% open evidence: evidence(p(_), false) and a query over q
0.3::p(1). 0.4::p(2). 0.5::q(1). 0.6::q(2).
r(X) :- p(X).
r(X) :- q(X).
evidence(p(_), false).
query(r(_)).
query(p(_)).
