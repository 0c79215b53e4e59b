% a value given by two probabilistic facts appears once per true fact, in clause order
0.3::p(1). 0.6::p(2). 0.5::p(1).
q(L) :- findall(X, p(X), L).
query(q(_)).
