% negated and ground queries mixed, same name answered by two queries
0.5::p(1). 0.5::p(2).
query(\+ p(1)).
query(p(X)).
query(p(1)).
query(\+ p(3)).
query(not(p(2))).
