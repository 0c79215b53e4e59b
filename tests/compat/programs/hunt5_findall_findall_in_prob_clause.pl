% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): findall in prob clause
0.5::p(1). 0.5::p(2).
0.7::big(L) :- findall(X, p(X), L), length(L, N), N >= 1.
query(big(_)).
