% a disjunctive goal proves each solution twice
0.3::p(1). 0.6::p(2).
q(L) :- findall(X, (p(X) ; p(X)), L).
query(q(_)).
