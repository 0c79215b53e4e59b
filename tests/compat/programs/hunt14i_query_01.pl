% conditional query
0.3::p(1). 0.6::p(2). 0.9::p(3).
node(1). node(2). node(3).
query(p(X)) :- node(X), X > 1.
