% a predicate used both inside and outside the findall goal
0.5::p(1). 0.5::p(2). 0.5::p(3).
q(X) :- p(X), X > 1.
q(X) :- p(X), X < 3.
both(L) :- q(2), findall(X, q(X), L).
query(both(_)).
