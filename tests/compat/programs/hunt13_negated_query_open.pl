% negated open query and not/1 query
0.3::f(a). 0.6::f(b). f(c).
g(X) :- f(X), X \= b.
query(\+ f(_)).
query(not(g(_))).
query(\+ g(a)).
