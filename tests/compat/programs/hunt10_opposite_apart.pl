% hunt10: a literal and its negation apart in a body (AND(a, AND(y, \+a))): listed with 0
0.5::a(1). 0.5::a(2). 0.4::y.
c(X) :- a(X), y, \+ a(X).
d(X) :- a(X), \+ a(X), y.
query(c(_)). query(d(_)).
