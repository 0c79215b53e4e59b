% generated: annotated-disjunction evidence with queries in order ['der', 'fa', 'fb']
0.3::c(r); 0.3::c(g); 0.4::c(b).
0.5::k(1); 0.5::k(2).
d :- c(r).
d :- c(g), k(1).
dx(X) :- c(X), X \= b.
pr :- c(X), k(1), X \= r.
fa(L) :- findall(X, c(X), L).
fb(L) :- findall(X-Y, (c(X), k(Y)), L).
al(L) :- all(X, (c(X), X \= r), L).
query(d).
query(fa(_)).
query(fb(_)).
evidence(c(g)).
