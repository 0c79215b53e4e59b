% query/evidence form (pe4): 0.3::c(1) ; 0.7::c(2). d(X) :- c(X). evidence(d(2)). query(c
0.3::c(1) ; 0.7::c(2).
d(X) :- c(X).
evidence(d(2)).
query(c(_)).
query(d(_)).
