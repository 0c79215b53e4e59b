0.2::p(1). 0.7::p(2).
q(X) :- p(X).
query(\+ q(X)).
query(\+ q(3)).
