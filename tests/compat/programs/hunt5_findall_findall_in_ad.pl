% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): findall in ad
0.5::p(1). 0.5::p(2).
0.3::res(ok, L); 0.7::res(ko, L) :- findall(X, p(X), L).
query(res(_, _)).
