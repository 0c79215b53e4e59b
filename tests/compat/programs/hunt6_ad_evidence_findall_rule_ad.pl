% a findall over a rule-bodied annotated disjunction, evidence on one head
c(1). c(2). c(3).
0.3::col(X, r); 0.7::col(X, g) :- c(X).
reds(L) :- findall(X, col(X, r), L).
evidence(col(2, g)).
query(reds(_)).
