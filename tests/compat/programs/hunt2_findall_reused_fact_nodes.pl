% findall/3 over facts an earlier goal of the same body already grounded: the list follows the findall's own order
0.5::p(a). 0.5::p(b).
q(L) :- p(b), findall(X, p(X), L).
query(q(_)).
