% query/evidence form (qr2): 0.3::a. 0.5::b. evidence(a) :- b. query(b). 
0.3::a. 0.5::b.
evidence(a) :- b.
query(b).
