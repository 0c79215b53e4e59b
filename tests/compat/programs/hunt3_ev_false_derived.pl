0.3::p(1). 0.4::p(2). 0.5::p(3).
big(X) :- p(X), X >= 2.
any_big :- big(_).
evidence(any_big, false).
query(p(_)). query(big(_)). query(any_big).
