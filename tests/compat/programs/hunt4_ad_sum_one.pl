0.2::c(r); 0.3::c(g); 0.5::c(b).
0.25::d(X); 0.75::e(X) :- c(X).
query(d(X)).
query(e(b)).
evidence(c(r), false).
