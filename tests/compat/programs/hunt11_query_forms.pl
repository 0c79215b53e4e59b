% query forms: open arguments, partially bound, repeated
0.2::p(1,a). 0.3::p(2,b). 0.4::p(3,a).
q(X) :- p(X, a).
query(p(_, a)).
query(p(2, _)).
query(q(X)).
query(p(1, a)).
query(q(2)).
