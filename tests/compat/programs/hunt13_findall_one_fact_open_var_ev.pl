% as above with an annotated disjunction and evidence: the open answer is still certain
0.8::edge(1,2).
0.2::col(1); 0.3::col(2); 0.4::col(3).
r(X) :- findall(Z, edge(X, Z), L).
r(X) :- col(X).
evidence(col(2), false).
query(r(_)).
