% query/evidence form (qr3): 0.3::a. r :- query(a). query(r). 
0.3::a.
r :- query(a).
query(r).
